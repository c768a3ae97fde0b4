// /dev/outbox (issue 16 item 1): the sandbox e-mail sender's outbox as a page, so a developer (and the end-to-end
// tests) can open what the store would have e-mailed, such as a password reset link. Only when RIGKIT_DEV_OUTBOX=1:
// every customer's reset links are on it, so a store serving real shoppers never shows it.
import type { OutboxMessage } from './api.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Turns the addresses in an e-mail's text into links (after escaping, so the text itself cannot add markup). */
function linkify(escaped: string): string {
  return escaped.replace(/(https?:\/\/[^\s<]+|(?<![\w/])\/[A-Za-z][^\s<]*)/g, (address) => `<a href="${address}">${address}</a>`);
}

export const devOutboxEnabled = (value: string | undefined): boolean => value === '1';

export function renderOutbox(messages: readonly OutboxMessage[]): string {
  const items = [...messages]
    .reverse()
    .map(
      (message) => `<li><article>
<h2>${escapeHtml(message.subject)}</h2>
<p>To <span data-part="to">${escapeHtml(message.to)}</span> · ${escapeHtml(message.kind)} · ${escapeHtml(message.sentAt.toISOString())}</p>
<pre>${linkify(escapeHtml(message.text))}</pre>
</article></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Outbox (development)</title></head>
<body><main><h1>Outbox (development)</h1><p>E-mails the store would have sent, newest first.</p>
${messages.length === 0 ? '<p>No e-mails yet.</p>' : `<ol>${items}</ol>`}
</main></body></html>`;
}
