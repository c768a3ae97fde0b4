import DOMPurify from 'isomorphic-dompurify';
import { createHtmlSanitiser } from '@rigkit/react/SafeHtml';
import { describe, expect, it } from 'vitest';
import { splitCmsWidgets, widgetsIn } from './cmsWidgets.ts';

const sanitise = createHtmlSanitiser(DOMPurify);

describe('CMS widget slots (issue 19 item 8)', () => {
  it('cuts the sanitised page at its slots, keeping the HTML between and the slot options', () => {
    const segments = splitCmsWidgets(sanitise('<p>Before</p><div data-rigkit-widget="ContactForm" data-store-name="Sales"></div><p>Between</p><div data-rigkit-widget="NewsletterSignup"></div>'));
    expect(segments).toEqual([
      { kind: 'html', html: '<p>Before</p>' },
      { kind: 'widget', name: 'ContactForm', options: { storeName: 'Sales' } },
      { kind: 'html', html: '<p>Between</p>' },
      { kind: 'widget', name: 'NewsletterSignup', options: {} },
    ]);
    expect([...widgetsIn(segments)]).toEqual(['ContactForm', 'NewsletterSignup']);
  });

  it('drops a slot naming no known widget, and leaves a page without slots whole', () => {
    expect(splitCmsWidgets(sanitise('<p>A</p><div data-rigkit-widget="Nonsense"></div><p>B</p>'))).toEqual([
      { kind: 'html', html: '<p>A</p>' },
      { kind: 'html', html: '<p>B</p>' },
    ]);
    expect(splitCmsWidgets(sanitise('<h2>Prices</h2><p>In AUD</p>'))).toEqual([{ kind: 'html', html: '<h2>Prices</h2><p>In AUD</p>' }]);
  });

  it('a slot cannot smuggle script: the sanitiser runs first', () => {
    const segments = splitCmsWidgets(sanitise('<div data-rigkit-widget="NewsletterSignup" onclick="alert(1)"></div><script>alert(2)</script>'));
    expect(segments).toEqual([{ kind: 'widget', name: 'NewsletterSignup', options: {} }]);
  });
});
