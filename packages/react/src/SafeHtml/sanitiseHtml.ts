// CMS HTML (banner slides, above/below-grid HTML, content pages) is sanitised before it is rendered (issue 6 item
// 5). Decision: sanitising needs a DOM, and the browser bundle must not carry a server DOM (jsdom). So sanitising is
// a step of its own that runs wherever a DOM exists — in the storefront's loader on the server
// (`createHtmlSanitiser(isomorphicDompurify)` or `createHtmlSanitiser(new JSDOM('').window)`), or in the browser
// with `sanitiseHtml` — and its output carries the `SanitisedHtml` brand. `SafeHtml` accepts nothing else, so raw
// CMS text cannot reach `dangerouslySetInnerHTML` by accident. The brand is a compile-time mark: a string survives
// the loader's JSON on its way to hydration unchanged, so the client renders exactly what the server cleaned, and
// never re-sanitises.
import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier, WindowLike } from 'dompurify';
import { safeHtmlMessages } from './messages.ts';

declare const sanitisedHtmlBrand: unique symbol;

/** HTML that went through `sanitiseHtml` (or a sanitiser from `createHtmlSanitiser`): the only HTML `SafeHtml` renders. */
export type SanitisedHtml = string & { readonly [sanitisedHtmlBrand]: true };

export interface SanitiseHtmlOptions {
  /**
   * Further elements to drop, keeping their text. Banners drop `a` when the whole slide is already a link, as a
   * link inside a link is invalid HTML.
   */
  forbidTags?: readonly string[];
}

/** Cleans one piece of CMS HTML. */
export type HtmlSanitiser = (html: string | null | undefined, options?: SanitiseHtmlOptions) => SanitisedHtml;

// Beyond DOMPurify's defaults (which already remove scripts, on* handlers and javascript: URLs): no embedded
// documents or plugins, and no forms, so CMS HTML cannot frame other sites or ask for a password (designed).
const forbiddenTags = ['iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'select', 'textarea'];


const brand = (html: string) => html as SanitisedHtml;

const isPurifier = (source: WindowLike | Purifier): source is Purifier => typeof (source as Partial<Purifier>).sanitize === 'function';

/**
 * A sanitiser bound to a DOM: a window (the browser's, or a server DOM's such as jsdom's), or a ready DOMPurify
 * instance (isomorphic-dompurify's default export). Throws when it cannot parse HTML.
 */
export function createHtmlSanitiser(source: WindowLike | Purifier): HtmlSanitiser {
  const purify = isPurifier(source) ? source : DOMPurify(source);
  // Without a usable DOM, DOMPurify hands its input back untouched: refuse instead of passing raw HTML on.
  if (!purify.isSupported || typeof purify.sanitize !== 'function') throw new Error(safeHtmlMessages.noDom);
  return (html, options = {}) => {
    if (!html) return brand('');
    const config: Config = { FORBID_TAGS: [...forbiddenTags, ...(options.forbidTags ?? [])] };
    return brand(purify.sanitize(html, config));
  };
}

let browserSanitiser: HtmlSanitiser | undefined;

/** Cleans CMS HTML with the current window's DOM (the browser, or jsdom in tests); throws where there is no DOM. */
export const sanitiseHtml: HtmlSanitiser = (html, options) => {
  if (typeof window === 'undefined') throw new Error(safeHtmlMessages.noDom);
  browserSanitiser ??= createHtmlSanitiser(window);
  return browserSanitiser(html, options);
};
