// What a few product pages show beyond their pictures (issue 17 rows B8, B9, B14; spec 2 §2 "Standard product page
// sections", §3 "Item (detail)"): an 'Item Variant' pair (the same card in two memory sizes), webshots (drawn
// in-game screenshots), the item's Banners and FeatureBanners, and a discontinued card whose RedirectUrl sends its
// page to its successor. Chosen by rule from the generated catalogue, without the random stream, so no other row
// changes; kept in the items' details (RedirectUrl, AssociatedItems, Webshots) and the banners table.
import type { Insertable } from 'kysely';
import { categoryPath, productPath } from '@rigkit/domain/paths';
import type { BannersTable } from '../db/schema.ts';
import type { ItemPicturesTable } from '../catalogue/itemPictures.ts';
import { itemBannerGroups } from '../catalogue/itemPageExtras.ts';
import type { SeedItem } from './catalogue.ts';
import { pinnedStockItemIds } from './pinnedStock.ts';
import { CategoryIds } from './reference.ts';
import { circle, el, escapeXml, rect, text } from './pictures/svg.ts';


export interface ItemPageDetails {
  RedirectUrl?: string;
  AssociatedItems?: { AssociationType: 'Item Variant'; AdditionalText: string; InventoryItemId: number; ItemDescription: string }[];
  Webshots?: { ImageId: number; ImageType: string; Caption: string }[];
}

export interface ProductPageExtras {
  /** The showcase card (variants, webshots, banners), its variant, and the discontinued card with its successor. */
  ids: { showcase: number; variant: number; discontinued: number; successor: number } | null;
  details: ReadonlyMap<number, ItemPageDetails>;
  banners: Insertable<BannersTable>[];
  pictures: ItemPicturesTable[];
}

/** Webshot n (1 up) of an item: ids clear of item ids and of item_images' 10_000_000 + id × 10 + n. */
export const webshotImageId = (itemId: number, position: number): number => 20_000_000 + itemId * 10 + position;
/** The item banners' ids, clear of the 1-up ids seed/content.ts gives the store's banners. */
const firstBannerId = 5001;

const memoryOf = (item: SeedItem): string | undefined => /\b(\d+GB)\b/.exec(item.description)?.[1];
/** The card without its memory size: the same line and chip in another size is its variant. */
const lineAndChip = (item: SeedItem): string => item.description.replace(/\s*\b\d+GB\b/, '');

const webshotScenes = [
  { caption: 'Open-world racing at 1440p, Ultra settings', fps: 142, sky: ['#ff9a5a', '#5b2a86'], ground: '#2d2a32' },
  { caption: 'Night city with ray tracing at 1440p', fps: 96, sky: ['#0b1d3a', '#1e0b3a'], ground: '#11131a' },
  { caption: 'Competitive shooter at 1080p, Low settings', fps: 310, sky: ['#8ecae6', '#d9f0ff'], ground: '#6b7b3a' },
] as const;

/**
 * An in-game screenshot with the frame-rate counter a reviewer leaves on (drawn, a few kB). Pictures are stored
 * square (seed/pictures); the scene's counter and caption sit in the middle 16:9 band a screenshot slider shows.
 */
function webshotPicture(scene: (typeof webshotScenes)[number], cardName: string): string {
  const [top, bottom] = scene.sky;
  const hills = `M0 260 L60 210 L120 240 L190 180 L260 235 L330 195 L400 230 L400 400 L0 400 Z`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(`${scene.caption}, ${cardName}`)}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    rect(0, 0, 400, 400, 'url(#sky)') +
    circle(300, 150, 30, '#fff4c2', { opacity: 0.85 }) +
    el('path', { d: hills, fill: scene.ground }) +
    el('path', { d: 'M170 400 L200 262 L230 400 Z', fill: '#3a3f4a' }) +
    rect(12, 96, 118, 30, '#000', { opacity: 0.55, rx: 4 }) +
    text(71, 117, `${scene.fps} FPS`, 18, '#7CFC00', { 'font-weight': 'bold' }) +
    text(200, 298, scene.caption, 15, '#ffffff') +
    '</svg>'
  );
}

function banner(id: number, group: string, sortOrder: number, itemId: number, title: string, body: string, url: string): Insertable<BannersTable> {
  return {
    promotion_banner_id: id,
    banner_group: group,
    // Every region: the item's own banners are the same in WA and VIC.
    region: 'AU',
    sort_order: sortOrder,
    destination_url: url,
    inner_html: `<div class="banner"><h2>${title}</h2><p>${body}</p></div>`,
    banner_slide_webpage_html: `<section class="banner-slide"><h2>${title}</h2><p>${body}</p></section>`,
    inventory_item_ids: JSON.stringify([itemId]),
  };
}

/**
 * The showcase is the cheapest graphics card sold online whose line and chip also come in another memory size (so it
 * has a variant, and, being among the ten cheapest, its four pictures for the gallery); the discontinued card is the
 * first one not sold online whose line and chip are sold online in more memory, its successor.
 */
export function generateProductPageExtras(cards: readonly SeedItem[]): ProductPageExtras {
  const candidates = cards.filter((card) => card.typeCode === 'STK' && !card.isExDemo && !pinnedStockItemIds.has(card.id) && memoryOf(card) !== undefined);
  const online = candidates.filter((card) => card.availableOnline).sort((a, b) => a.priceCents - b.priceCents || a.id - b.id);
  const siblingOf = (card: SeedItem, pool: readonly SeedItem[], wanted: (memory: number) => boolean) =>
    pool.filter((other) => other.id !== card.id && lineAndChip(other) === lineAndChip(card) && memoryOf(other) !== memoryOf(card) && wanted(Number.parseInt(memoryOf(other) ?? '0', 10))).sort((a, b) => a.id - b.id)[0];
  const showcase = online.find((card) => siblingOf(card, online, () => true) !== undefined);
  const variant = showcase ? siblingOf(showcase, online, () => true) : undefined;
  const discontinued = candidates
    .filter((card) => !card.availableOnline)
    .sort((a, b) => a.id - b.id)
    .find((card) => siblingOf(card, online, (memory) => memory > Number.parseInt(memoryOf(card) ?? '0', 10)) !== undefined);
  const successor = discontinued ? siblingOf(discontinued, online, (memory) => memory > Number.parseInt(memoryOf(discontinued) ?? '0', 10)) : undefined;

  const details = new Map<number, ItemPageDetails>();
  const banners: Insertable<BannersTable>[] = [];
  const pictures: ItemPicturesTable[] = [];
  if (showcase && variant) {
    const pair = (from: SeedItem, to: SeedItem): ItemPageDetails['AssociatedItems'] => [
      { AssociationType: 'Item Variant', AdditionalText: memoryOf(from) ?? '', InventoryItemId: from.id, ItemDescription: from.description },
      { AssociationType: 'Item Variant', AdditionalText: memoryOf(to) ?? '', InventoryItemId: to.id, ItemDescription: to.description },
    ];
    const cardName = showcase.description.replace(/ Graphics Card$/, '');
    const webshots = webshotScenes.map((scene, index) => ({ ImageId: webshotImageId(showcase.id, index + 1), ImageType: 'Webshot', Caption: scene.caption }));
    details.set(showcase.id, { AssociatedItems: pair(showcase, variant), Webshots: webshots });
    details.set(variant.id, { AssociatedItems: pair(variant, showcase) });
    webshotScenes.forEach((scene, index) => pictures.push({ image_id: webshotImageId(showcase.id, index + 1), inventory_item_id: showcase.id, svg: webshotPicture(scene, cardName) }));
    const cardsPath = categoryPath(CategoryIds.graphicsCard, 'Graphics Card');
    banners.push(
      banner(firstBannerId, itemBannerGroups.banners, 1, showcase.id, 'Bundle a game with this card', 'Selected graphics cards come with a game code, while stocks last.', '/promotion/201'),
      banner(firstBannerId + 1, itemBannerGroups.featureBanners, 1, showcase.id, 'Upscaling and frame generation', 'More frames at higher settings in supported games.', cardsPath),
      banner(firstBannerId + 2, itemBannerGroups.featureBanners, 2, showcase.id, 'Quiet triple-fan cooling', 'The fans stop under light load and stay quiet while gaming.', cardsPath),
    );
  }
  if (discontinued && successor) details.set(discontinued.id, { RedirectUrl: productPath(successor.id, successor.description) });
  const ids = showcase && variant && discontinued && successor ? { showcase: showcase.id, variant: variant.id, discontinued: discontinued.id, successor: successor.id } : null;
  return { ids, details, banners, pictures };
}

/** The graphics cards of a generated catalogue. */
export const graphicsCardsOf = (byCategory: ReadonlyMap<number, readonly SeedItem[]>): readonly SeedItem[] => byCategory.get(CategoryIds.graphicsCard) ?? [];
