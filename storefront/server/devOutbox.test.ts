import { describe, expect, it } from 'vitest';
import { devOutboxEnabled, renderOutbox } from './devOutbox.ts';

const message = (text: string, subject = 'Reset your password') => ({ to: 'mia@example.com.au', subject, text, kind: 'password-reset', sentAt: new Date('2026-11-28T01:00:00Z') });

describe('/dev/outbox (issue 16 item 1)', () => {
  it('is off unless RIGKIT_DEV_OUTBOX=1', () => {
    expect(devOutboxEnabled(undefined)).toBe(false);
    expect(devOutboxEnabled('true')).toBe(false);
    expect(devOutboxEnabled('1')).toBe(true);
  });

  it('lists the newest e-mail first with its links clickable', () => {
    const html = renderOutbox([message('Open /ResetPassword/abc_DEF-123 within one hour', 'First'), message('Log in at https://shop.example/Login', 'Second')]);
    expect(html.indexOf('Second')).toBeLessThan(html.indexOf('First'));
    expect(html).toContain('<a href="/ResetPassword/abc_DEF-123">/ResetPassword/abc_DEF-123</a>');
    expect(html).toContain('<a href="https://shop.example/Login">https://shop.example/Login</a>');
  });

  it('escapes what an e-mail says, so its text cannot add markup to the page', () => {
    const html = renderOutbox([message('<script>alert(1)</script> "quoted"', '<img src=x onerror=alert(1)>')]);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;script&#62;');
  });
});
