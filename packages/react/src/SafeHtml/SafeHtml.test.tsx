import { render, screen } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml.tsx';
import { createHtmlSanitiser, sanitiseHtml } from './sanitiseHtml.ts';

// What a compromised or careless CMS entry could carry (issue 6 item 5), and what must not survive.
describe('sanitiseHtml removes what could run code or frame another site', () => {
  it.each([
    ['a script element', '<p>Deals</p><script>stealCookies()</script>', '<p>Deals</p>'],
    ['an inline event handler', '<img src="/banners/gpu.webp" alt="GPU sale" onerror="stealCookies()">', '<img src="/banners/gpu.webp" alt="GPU sale">'],
    ['an onclick on ordinary markup', '<p onclick="stealCookies()">Save big</p>', '<p>Save big</p>'],
    ['a javascript: link', '<a href="javascript:stealCookies()">Shop now</a>', '<a>Shop now</a>'],
    ['an iframe', '<p>Watch</p><iframe src="https://video.example/embed/1"></iframe>', '<p>Watch</p>'],
    ['an object and an embed', '<object data="/x.swf"></object><embed src="/x.swf">', ''],
    ['a form asking for a password, keeping nothing clickable', '<form action="https://evil.example"><input type="password" name="p"><button>Log In</button></form>', 'Log In'],
    ['an svg with a script inside', '<svg><script>stealCookies()</script><circle r="4"></circle></svg>', '<svg><circle r="4"></circle></svg>'],
  ])('removes %s', (_case, dirty, clean) => {
    expect(sanitiseHtml(dirty)).toBe(clean);
  });

  it('keeps ordinary markup: headings, paragraphs, lists, images, links and inline styles', () => {
    const html =
      '<h2>Black Friday</h2><p style="color: #b91c1c">Up to <strong>40%</strong> off</p><ul><li>GPUs</li><li>CPUs</li></ul>' +
      '<a href="/promotion/4411"><img src="/banners/black-friday.webp" alt="Black Friday deals"></a>';
    expect(sanitiseHtml(html)).toBe(html);
  });

  it('drops the extra tags asked for but keeps their text', () => {
    expect(sanitiseHtml('<p>See <a href="/Brands/12/AMD">AMD</a> deals</p>', { forbidTags: ['a'] })).toBe('<p>See AMD deals</p>');
  });

  it.each([[''], [null], [undefined]])('turns %j into empty HTML', (empty) => {
    expect(sanitiseHtml(empty)).toBe('');
  });

  it('works with any window handed to createHtmlSanitiser, as a server DOM would be', () => {
    const sanitise = createHtmlSanitiser(window);
    expect(sanitise('<b onmouseover="x()">Hot Deal</b>')).toBe('<b>Hot Deal</b>');
  });

  it('works with a ready DOMPurify instance, as isomorphic-dompurify exports, keeping the kit’s own rules', () => {
    const sanitise = createHtmlSanitiser(DOMPurify(window));
    expect(sanitise('<p>Watch</p><iframe src="https://video.example/embed/1"></iframe><form><input name="p"></form>')).toBe('<p>Watch</p>');
  });
});

describe('SafeHtml', () => {
  it('renders sanitised CMS HTML as markup', () => {
    render(<SafeHtml html={sanitiseHtml('<h2>Gaming PCs</h2><p>Built and tested in Perth</p>')} />);
    expect(screen.getByRole('heading', { name: 'Gaming PCs' })).toBeInTheDocument();
    expect(screen.getByText('Built and tested in Perth')).toBeInTheDocument();
  });

  it('never runs a handler from CMS HTML', () => {
    render(<SafeHtml html={sanitiseHtml('<img alt="Sale" src="data:," onerror="window.__pwned = true">')} />);
    expect(screen.getByRole('img', { name: 'Sale' })).not.toHaveAttribute('onerror');
  });

  it('renders nothing for empty HTML', () => {
    const { container } = render(<SafeHtml html={sanitiseHtml('')} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('uses the element asked for, marked for the theme', () => {
    const { container } = render(<SafeHtml html={sanitiseHtml('<p>Below grid</p>')} elementType="section" className="below-grid" />);
    const element = container.firstElementChild;
    expect(element?.tagName).toBe('SECTION');
    expect(element).toHaveAttribute('data-rigkit', 'safe-html');
    expect(element).toHaveClass('below-grid');
  });

  it('accepts only branded HTML, so raw CMS text does not compile', () => {
    // @ts-expect-error a plain string has not been sanitised
    const element = <SafeHtml html="<p>raw</p>" />;
    expect(element.props.html).toBe('<p>raw</p>');
  });
});
