export { SafeHtml } from './SafeHtml.tsx';
export type { SafeHtmlProps } from './SafeHtml.tsx';
export { createHtmlSanitiser, SAFE_HTML_TEXT, sanitiseHtml } from './sanitiseHtml.ts';
export type { HtmlSanitiser, SanitisedHtml, SanitiseHtmlOptions } from './sanitiseHtml.ts';
