// CMS HTML is sanitised on the server, where the page is rendered (issue 6 item 5): the first paint already shows
// the formatted content (no text-then-HTML swap, no layout shift) and hydration renders exactly what the server
// cleaned. isomorphic-dompurify brings a server DOM; `.server.ts` keeps it out of the browser bundle.
import type { components } from '@rigkit/api-client';
import type { SanitisedBanner } from '@rigkit/react/BannerCarousel';
import { sanitiseBanners } from '@rigkit/react/BannerCarousel';
import type { SanitisedHtml } from '@rigkit/react/SafeHtml';
import { createHtmlSanitiser } from '@rigkit/react/SafeHtml';
import DOMPurify from 'isomorphic-dompurify';

const sanitise = createHtmlSanitiser(DOMPurify);

/** The cleaned HTML, or null when the CMS gave none. */
export function sanitiseCmsHtml(html: string | null | undefined): SanitisedHtml | null {
  return html ? sanitise(html) : null;
}

/** The cleaned HTML of a field the CMS always fills (a knowledge-base question or answer). */
export function sanitiseRequiredCmsHtml(html: string): SanitisedHtml {
  return sanitise(html);
}

/** Banners with their HTML cleaned (links inside a banner that is itself a link are unwrapped). */
export function sanitiseCmsBanners(banners: readonly components['schemas']['Banner'][]): SanitisedBanner[] {
  return sanitiseBanners(banners, sanitise);
}
