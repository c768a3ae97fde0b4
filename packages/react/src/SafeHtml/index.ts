export { SafeHtml } from './SafeHtml.tsx';
export type { SafeHtmlProps } from './SafeHtml.tsx';
export { createHtmlSanitiser, sanitiseHtml } from './sanitiseHtml.ts';
export { safeHtmlMessages, SAFE_HTML_TEXT } from './messages.ts';
export type { HtmlSanitiser, SanitisedHtml, SanitiseHtmlOptions } from './sanitiseHtml.ts';
