// @vitest-environment node
// On the server there is no window: the browser sanitiser must refuse rather than pass raw CMS HTML through
// (DOMPurify alone returns its input untouched where no DOM exists).
import { describe, expect, it } from 'vitest';
import { safeHtmlMessages } from './messages.ts';
import { createHtmlSanitiser, sanitiseHtml } from './sanitiseHtml.ts';

describe('sanitising without a DOM (server render)', () => {
  it('throws instead of returning unsanitised HTML', () => {
    expect(typeof window).toBe('undefined');
    expect(() => sanitiseHtml('<script>stealCookies()</script>')).toThrow(safeHtmlMessages.noDom);
  });

  it('refuses a window that cannot parse HTML', () => {
    const noDom = {} as Parameters<typeof createHtmlSanitiser>[0];
    expect(() => createHtmlSanitiser(noDom)).toThrow(safeHtmlMessages.noDom);
  });
});
