// The width a page is server-rendered for (ViewportHintProvider), guessed from the request: the Sec-CH-UA-Mobile
// client hint when the browser sends it, else the user agent. Designed: phones as 390 px, tablets as 820 px (both
// under the specs' 900 px breakpoint), everything else as a 1280 px laptop. A wrong guess costs one re-render after
// hydration; the theme's media queries keep the first paint right either way. Plain TypeScript: the storefront
// server's page cache (server/pageServer.ts) keys pages by it too.
import { defaultViewportWidth } from '@rigkit/domain/grid';

export const phoneWidth = 390;
export const tabletWidth = 820;

// An iPad says "Mobile" too; an Android tablet is an Android without "Mobile".
const tablet = /\b(iPad|Tablet)/i;
const phone = /\b(iPhone|iPod|Mobi)/i;
const android = /\bAndroid/i;

export function viewportHintFor(headers: Headers): number {
  const mobileHint = headers.get('sec-ch-ua-mobile');
  if (mobileHint === '?1') return phoneWidth;
  const userAgent = headers.get('user-agent') ?? '';
  if (tablet.test(userAgent)) return tabletWidth;
  if (mobileHint !== '?0' && phone.test(userAgent)) return phoneWidth;
  if (android.test(userAgent)) return tabletWidth;
  return defaultViewportWidth;
}
