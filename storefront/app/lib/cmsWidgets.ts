// A CMS page carries a widget (issue 19 item 8) with a slot in its HTML:
//   <div data-rigkit-widget="NewsletterSignup"></div>
//   <div data-rigkit-widget="ContactForm" data-store-name="Sales"></div>
//   <div data-rigkit-widget="StockNotification" data-item-id="500080"></div>
// The page's HTML is sanitised first (the slot is plain HTML, kept by the sanitiser), then cut at the slots: the
// pieces between render as CMS HTML, each slot as the widget it names (routes/content-page.tsx). A slot naming no
// widget we know renders nothing (designed: a typo in the CMS must not break the page).
import type { components } from '@rigkit/api-client';
import type { SanitisedHtml } from '@rigkit/react/SafeHtml';

/** The widgets a CMS page can carry, by the name its slot gives. */
export const cmsWidgetNames = ['ContactForm', 'NewsletterSignup', 'StockNotification', 'UgcUpload', 'LocalBusinessApplication', 'InstagramTiles', 'YouTubePlaylist', 'ReviewCarousel'] as const;
export type CmsWidgetName = (typeof cmsWidgetNames)[number];

export type CmsSegment = { kind: 'html'; html: SanitisedHtml } | { kind: 'widget'; name: CmsWidgetName; options: Record<string, string> };

// DOMPurify writes attributes back with double quotes, in their order, and an empty div as <div ...></div>.
const slotPattern = /<div data-rigkit-widget="([A-Za-z]+)"((?:\s+data-[a-z-]+="[^"]*")*)\s*><\/div>/g;
const optionPattern = /data-([a-z-]+)="([^"]*)"/g;

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

const isWidgetName = (name: string): name is CmsWidgetName => (cmsWidgetNames as readonly string[]).includes(name);

/** Cuts sanitised HTML at its widget slots; options are the slot's other data-* attributes, camel-cased (data-item-id → itemId). */
export function splitCmsWidgets(html: SanitisedHtml | null): CmsSegment[] {
  if (!html) return [];
  const segments: CmsSegment[] = [];
  let last = 0;
  for (const match of html.matchAll(slotPattern)) {
    const before = html.slice(last, match.index);
    if (before.trim() !== '') segments.push({ kind: 'html', html: before as SanitisedHtml });
    last = match.index + match[0].length;
    const name = match[1] ?? '';
    if (!isWidgetName(name)) continue;
    const options: Record<string, string> = {};
    for (const option of (match[2] ?? '').matchAll(optionPattern)) options[camel(option[1] ?? '')] = option[2] ?? '';
    segments.push({ kind: 'widget', name, options });
  }
  const rest = html.slice(last);
  if (rest.trim() !== '') segments.push({ kind: 'html', html: rest as SanitisedHtml });
  return segments;
}

/** The widgets among the segments (the loader fetches the data of those that need server data). */
export const widgetsIn = (segments: readonly CmsSegment[]): Set<CmsWidgetName> => new Set(segments.flatMap((segment) => (segment.kind === 'widget' ? [segment.name] : [])));

/** What the data-showing widgets of a page need, fetched by the loader only when the page has their slot. */
export interface CmsWidgetData {
  instagram: components['schemas']['InstagramMedia'][];
  youtube: components['schemas']['YoutubePlaylistItem'][];
  reviews: components['schemas']['Review'][];
}
