// Response headers every answer carries, API and storefront pages alike (issue 14 item 6; ASVS 5.0 V3.4):
// one place decides them, the API's middleware and the storefront's document handler both call applySecurityHeaders.
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export interface SecurityHeaderOptions {
  /** The nonce of this page's inline scripts; absent for answers that are not HTML pages (API, files). */
  nonce?: string | undefined;
  /** The answer is for a logged-in caller (or sets or clears its credentials): never stored by any cache. */
  isPrivate?: boolean;
  /** Origins a page may frame besides its own, such as the card provider's hosted fields. @default [] */
  frameSources?: readonly string[];
}

// Nonces are cut from 4 kB of the CSPRNG's output at a time, each from bytes of its own: a cached page gets a nonce
// per answer, thousands a second, and one call into the CSPRNG per nonce was a noticeable part of such an answer.
const noncePoolBytes = 4096;
let noncePool = Buffer.alloc(0);
let noncePoolAt = 0;

/** 128 random bits for one page's Content-Security-Policy nonce (CSP3 asks for at least 128). */
export function newCspNonce(): string {
  if (noncePoolAt + 16 > noncePool.byteLength) {
    noncePool = randomBytes(noncePoolBytes);
    noncePoolAt = 0;
  }
  noncePoolAt += 16;
  // base64url without padding (CSP's base64-value allows both alphabets): 22 characters in every script tag.
  return noncePool.toString('base64url', noncePoolAt - 16, noncePoolAt);
}

/**
 * A page's policy: scripts only from our origin or carrying this response's nonce (React Router's context and
 * streamed loader data, React's streaming scripts, the paint-first boot script); styles may be inline (React
 * renders style attributes); nothing may frame the store.
 */
export function pageContentSecurityPolicy(nonce: string, frameSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    ["frame-src 'self' https://www.youtube-nocookie.com", ...frameSources].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Anything that is not a page (JSON, images) runs nothing and may not be framed. */
export const resourceContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; sandbox";

export function applySecurityHeaders(headers: Headers, options: SecurityHeaderOptions = {}): void {
  headers.set('Content-Security-Policy', options.nonce ? pageContentSecurityPolicy(options.nonce, options.frameSources) : resourceContentSecurityPolicy);
  headers.set('X-Frame-Options', 'DENY');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (options.isPrivate) {
    headers.set('Cache-Control', 'no-store');
  }
}

/**
 * The API's middleware: every answer gets the headers above; an answer without its own Cache-Control (images and
 * attachments set a public one) is never stored: API answers carry sessions, carts and account data.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    applySecurityHeaders(c.res.headers, { isPrivate: !c.res.headers.has('Cache-Control') });
  };
}

/** True when a request path holds a NUL byte (raw or percent-encoded): no route can name it, PostgreSQL cannot store it. */
export function pathHasNul(url: string): boolean {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/, 1)[0] ?? '';
  return path.includes('\u0000') || /%00/i.test(path);
}
