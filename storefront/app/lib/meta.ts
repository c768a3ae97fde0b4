// Per-page meta (issue 6 item 3): title, description, preview image, canonical address, and noindex when the
// request came from a bot. The root loader supplies the origin, the site defaults and whether it is a bot.
import { plainTextFromHtml } from '@rigkit/domain/product';
import type { MetaDescriptor } from 'react-router';

export interface SiteMeta {
  /** The public origin of this request, e.g. https://shop.example. */
  origin: string;
  isBot: boolean;
  siteName: string;
  defaultTitle: string;
  defaultDescription: string;
  defaultPreviewImage: string;
}

export interface PageMeta {
  title?: string | undefined;
  /** A title used as is, without the site name appended. */
  fullTitle?: string | undefined;
  description?: string | undefined;
  /** The preview image, absolute or site-relative. @default the site's default preview image */
  image?: string | undefined;
  /** The page's canonical path. @default the current path */
  canonicalPath?: string | undefined;
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

function siteMetaOf(matches: readonly (MatchLike | undefined)[]): SiteMeta | undefined {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  return typeof root === 'object' && root !== null && 'site' in root ? (root as { site: SiteMeta }).site : undefined;
}

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);

/** Every meta tag of a page; unknown values fall back to the site's defaults from configMap. */
export function pageMeta(args: { matches: readonly (MatchLike | undefined)[]; location: { pathname: string } }, page: PageMeta): MetaDescriptor[] {
  const site = siteMetaOf(args.matches);
  const title = page.fullTitle ?? (page.title ? `${page.title} | ${site?.siteName ?? 'rigkit'}` : (site?.defaultTitle ?? 'rigkit'));
  const description = page.description ?? site?.defaultDescription ?? '';
  const origin = site?.origin ?? '';
  const canonical = absolute(origin, page.canonicalPath ?? args.location.pathname);
  const image = absolute(origin, page.image ?? site?.defaultPreviewImage ?? '/favicon.svg');
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:type', content: 'website' },
    ...(site?.isBot ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** Plain text of a CMS or marketing HTML fragment (the domain's plainTextFromHtml), shortened for descriptions. */
export function plainText(html: string | null | undefined, maxLength = 160): string | undefined {
  if (!html) return undefined;
  const text = plainTextFromHtml(html);
  if (text === '') return undefined;
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
