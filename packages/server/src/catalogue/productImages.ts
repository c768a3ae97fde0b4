// Product images, served by routes/images.ts and scaled by the `width` query parameter the storefront sends (spec 1
// §9 tile sizes 50 to 750 px): the picture the seed drew for the image id (item_pictures, issue 17), else (brands,
// items added after seeding) a card in the category's colour with the name (issue 5 item 3).
// Image ids: an item's PrimaryImageId is its InventoryItemId; a manufacturer's image id is 900000 + its id; an item's
// further pictures (item_images, seed/productMedia.ts itemImageId) are 10,000,000 + id × 10 + position.
import type { Context } from 'hono';
import { fileCaching, requestedImageWidth, svgContentType, type FileAnswer } from '../http/fileResponse.ts';
import type { Services } from '../http/services.ts';
import type { CatalogueSnapshot } from './catalogueIndex.ts';
import { storedPicture } from './itemPictures.ts';

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[character] ?? character);

/** Splits a name into lines of about `width` characters for the SVG text. */
function wrap(text: string, width: number, maximumLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if ((current + ' ' + word).trim().length > width && current) {
      lines.push(current);
      current = word;
    } else current = `${current} ${word}`.trim();
  }
  if (current) lines.push(current);
  return lines.length > maximumLines ? [...lines.slice(0, maximumLines - 1), `${lines[maximumLines - 1] ?? ''}…`] : lines;
}

export function renderImageSvg(input: { title: string; subtitle: string; colour: string; width: number }): string {
  const size = input.width;
  const lines = wrap(input.title, 22, 4);
  const text = lines
    .map((line, index) => `<text x="200" y="${190 + (index - (lines.length - 1) / 2) * 34}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="26" fill="#ffffff">${escapeXml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(input.title)}">` +
    `<rect width="400" height="400" rx="24" fill="${escapeXml(input.colour)}"/>` +
    `<text x="200" y="60" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" fill="#ffffffcc">${escapeXml(input.subtitle)}</text>` +
    text +
    `</svg>`
  );
}

/** Tints for an item's further pictures (position 2 up), so each view of a gallery looks different. */
const viewTints = ['#00897b', '#6d4c41', '#5e35b1', '#c62828', '#ef6c00', '#2e7d32', '#37474f', '#ad1457'] as const;

/** Halfway between two #rrggbb colours. */
export function blendColours(first: string, second: string): string {
  const channels = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) || 0);
  const a = channels(first);
  const b = channels(second);
  return `#${a.map((value, index) => Math.round((value + (b[index] ?? 0)) / 2).toString(16).padStart(2, '0')).join('')}`;
}

export function imageFor(snapshot: CatalogueSnapshot, imageId: number): { title: string; subtitle: string; colour: string } | null {
  // A further picture of an item (migration 0010): the item's picture with "View n", its caption and another tint.
  const view = snapshot.images.get(imageId);
  const viewed = view && view.SortOrder > 1 ? snapshot.items.get(view.InventoryItemId) : undefined;
  if (view && viewed) {
    const colour = snapshot.categories.get(viewed.primaryCategoryId)?.colour ?? '#607d8b';
    const tint = viewTints[(view.SortOrder - 2) % viewTints.length] ?? viewTints[0];
    return { title: viewed.plainDescription, subtitle: `View ${view.SortOrder}${view.Caption ? `: ${view.Caption}` : ''}`, colour: blendColours(colour, tint) };
  }
  const item = snapshot.items.get(imageId);
  if (item) {
    const category = snapshot.categories.get(item.primaryCategoryId);
    return { title: item.plainDescription, subtitle: category?.name ?? item.manufacturerName, colour: category?.colour ?? '#607d8b' };
  }
  const manufacturer = snapshot.manufacturers.get(imageId - 900000);
  if (manufacturer) return { title: manufacturer.name, subtitle: 'Brand', colour: '#263238' };
  return null;
}

/** The picture of a kit category's "none" option (its NoneImageUrl, seed/kits.ts): "No {category}" in grey. */
export function noneImageSvg(categoryName: string, width: number): string {
  return renderImageSvg({ title: `No ${categoryName}`, subtitle: 'None', colour: '#94a3b8', width });
}

/** A category name in a NoneImageUrl: letters, digits, spaces and the few signs category names use. */
export const noneImageName = /^([A-Za-z0-9 &()+,.'-]{1,60})\.svg$/;

export const productImageMessages = { notFound: 'No such image' } as const;

/** GET /api/images/{imageId}[.svg]?width=: an item's, a further view's or a brand's picture. */
export async function productImageFile(c: Context, services: Services): Promise<FileAnswer | null> {
  const match = /^(\d{1,9})(?:\.svg)?$/.exec(c.req.param('imageId') ?? '');
  if (!match) return null;
  const width = requestedImageWidth(c);
  const drawn = await storedPicture(services.db, Number(match[1]), width);
  if (drawn) return { content: drawn, contentType: svgContentType, caching: fileCaching.publicDay };
  const image = imageFor((await services.catalogue()).current(), Number(match[1]));
  return image ? { content: renderImageSvg({ ...image, width }), contentType: svgContentType, caching: fileCaching.publicDay } : null;
}

/** GET /api/images/none/{name}.svg?width=: kit categories that allow none point their NoneImageUrl here (spec 2 §3). */
export function noneImageFile(c: Context): FileAnswer | null {
  const match = noneImageName.exec(c.req.param('name') ?? '');
  if (!match) return null;
  const width = requestedImageWidth(c);
  return { content: noneImageSvg(match[1] ?? '', width), contentType: svgContentType, caching: fileCaching.publicDay };
}
