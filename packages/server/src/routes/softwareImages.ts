// The game art routes (outside the contract, like /api/images/{imageId}): software/softwareImages.ts draws them.
import type { Hono } from 'hono';
import { ApiError } from '../http/envelope.ts';
import type { Services } from '../http/services.ts';
import { renderArtSvg, screenshotSize, softwareCoverSize } from '../software/softwareImages.ts';
import { imageWidthLimits, renderImageSvg } from './images.ts';

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
