// Generated game art (outside the contract, like /api/images/{imageId}): a tile image, a portrait cover and
// 16:9 screenshots per game, as SVG in the game's colour with its name. The software answers link to them.
import type { Hono } from 'hono';
import { ApiError } from '../http/envelope.ts';
import type { Services } from '../http/services.ts';
import { imageWidthLimits, renderImageSvg } from './images.ts';

/** Designed cover shape (spec 1 §3: "The shape of Cover is not shown"): url, width and height in pixels. */
export const softwareCoverSize = { width: 264, height: 352 } as const;
const screenshotSize = { width: 1280, height: 720 } as const;

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

const svgHeaders = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' } as const;

function parseId(text: string): number {
  if (!/^\d{1,9}$/.test(text)) throw new ApiError(404, 'No such image');
  return Number(text);
}

export function registerSoftwareImageRoutes(app: Hono, services: Services): void {
  const game = async (idText: string) => {
    const row = await services.db.selectFrom('software').select(['software_name', 'colour', 'screenshot_count']).where('software_id', '=', parseId(idText)).executeTakeFirst();
    if (!row) throw new ApiError(404, 'No such image');
    return row;
  };
  app.get('/images/software/:softwareId', async (c) => {
    const widthText = c.req.query('width');
    const width = widthText === undefined ? imageWidthLimits.default : Number(widthText);
    if (!Number.isInteger(width) || width < imageWidthLimits.minimum || width > imageWidthLimits.maximum) {
      throw new ApiError(400, `width must be a whole number of pixels from ${imageWidthLimits.minimum} to ${imageWidthLimits.maximum}`);
    }
    const row = await game(c.req.param('softwareId'));
    return c.body(renderImageSvg({ title: row.software_name, subtitle: 'Game', colour: row.colour, width }), 200, svgHeaders);
  });
  app.get('/images/software/:softwareId/cover', async (c) => {
    const row = await game(c.req.param('softwareId'));
    return c.body(renderArtSvg({ title: row.software_name, caption: 'PC', colour: row.colour, ...softwareCoverSize }), 200, svgHeaders);
  });
  app.get('/images/software/:softwareId/screenshots/:index', async (c) => {
    const row = await game(c.req.param('softwareId'));
    const index = parseId(c.req.param('index'));
    if (index < 1 || index > row.screenshot_count) throw new ApiError(404, 'No such image');
    return c.body(renderArtSvg({ title: row.software_name, caption: `Screenshot ${index} of ${row.screenshot_count}`, colour: row.colour, ...screenshotSize }), 200, svgHeaders);
  });
}
