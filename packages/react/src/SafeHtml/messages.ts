// SafeHtml's texts.
export const safeHtmlMessages = {
  // designed: the message a developer sees when server code calls the browser sanitiser.
  noDom:
    'sanitiseHtml needs a DOM. On the server, clean CMS HTML with createHtmlSanitiser(isomorphic-dompurify) or createHtmlSanitiser(a jsdom window).',
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/SafeHtml exported it. Use `safeHtmlMessages`. */
export const SAFE_HTML_TEXT = safeHtmlMessages;
