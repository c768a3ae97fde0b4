// Generated game art (outside the contract, like /api/images/{imageId}): a tile image, a portrait cover and
// 16:9 screenshots per game, as SVG in the game's colour with its name. The software answers link to them;
// routes/softwareImages.ts serves them.
import type { Context } from 'hono';
import { renderImageSvg } from '../catalogue/productImages.ts';
import { fileCaching, requestedImageWidth, svgContentType, type FileAnswer } from '../http/fileResponse.ts';
import type { Services } from '../http/services.ts';

/** Designed cover shape (spec 1 §3: "The shape of Cover is not shown"): url, width and height in pixels. */
export const softwareCoverSize = { width: 264, height: 352 } as const;
export const screenshotSize = { width: 1280, height: 720 } as const;

export const softwareImageUrl = (softwareId: number): string => `/api/images/software/${softwareId}`;

export function softwareCover(softwareId: number): { url: string; width: number; height: number } {
  return { url: `/api/images/software/${softwareId}/cover`, ...softwareCoverSize };
}

export function softwareScreenshotUrls(softwareId: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `/api/images/software/${softwareId}/screenshots/${index + 1}`);
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[character] ?? character);

/** A rectangular art piece: the title centred on the colour, a caption at the top. */
export function renderArtSvg(input: { title: string; caption: string; colour: string; width: number; height: number }): string {
  const { width, height } = input;
  const fontSize = Math.round(Math.min(width, height) / 12);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(input.title)}">` +
    `<rect width="${width}" height="${height}" fill="${escapeXml(input.colour)}"/>` +
    `<text x="${width / 2}" y="${Math.round(height * 0.12)}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${Math.round(fontSize * 0.6)}" fill="#ffffffcc">${escapeXml(input.caption)}</text>` +
    `<text x="${width / 2}" y="${Math.round(height / 2)}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" fill="#ffffff">${escapeXml(input.title)}</text>` +
    `</svg>`
  );
}


export const softwareImageMessages = { notFound: 'No such image' } as const;

async function gameOf(c: Context, services: Services) {
  const idText = c.req.param('softwareId') ?? '';
  if (!/^\d{1,9}$/.test(idText)) return undefined;
  return services.db.selectFrom('software').select(['software_name', 'colour', 'screenshot_count']).where('software_id', '=', Number(idText)).executeTakeFirst();
}

/** GET /api/images/software/{softwareId}?width=: a game's tile, drawn like a product picture. */
export async function softwareTileFile(c: Context, services: Services): Promise<FileAnswer | null> {
  const width = requestedImageWidth(c);
  const game = await gameOf(c, services);
  return game ? { content: renderImageSvg({ title: game.software_name, subtitle: 'Game', colour: game.colour, width }), contentType: svgContentType, caching: fileCaching.publicDay } : null;
}

/** GET /api/images/software/{softwareId}/cover. */
export async function softwareCoverFile(c: Context, services: Services): Promise<FileAnswer | null> {
  const game = await gameOf(c, services);
  return game ? { content: renderArtSvg({ title: game.software_name, caption: 'PC', colour: game.colour, ...softwareCoverSize }), contentType: svgContentType, caching: fileCaching.publicDay } : null;
}

/** GET /api/images/software/{softwareId}/screenshots/{index}, index 1 to the game's screenshot count. */
export async function softwareScreenshotFile(c: Context, services: Services): Promise<FileAnswer | null> {
  const game = await gameOf(c, services);
  const indexText = c.req.param('index') ?? '';
  if (!game || !/^\d{1,9}$/.test(indexText)) return null;
  const index = Number(indexText);
  if (index < 1 || index > game.screenshot_count) return null;
  const caption = `Screenshot ${index} of ${game.screenshot_count}`;
  return { content: renderArtSvg({ title: game.software_name, caption, colour: game.colour, ...screenshotSize }), contentType: svgContentType, caching: fileCaching.publicDay };
}
