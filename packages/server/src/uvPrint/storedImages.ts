// The designer's pictures, outside the contract like /api/images (routes/uvPrintImages.ts): a scanned upload under its
// random GUID (the only handle; designed), a generated picture, a panel's print file and a sample of the library.
import type { Context } from 'hono';
import { fileCaching, type FileAnswer } from '../http/fileResponse.ts';
import { requestIdentity } from '../http/operation.ts';
import type { Services } from '../http/services.ts';
import { sampleArtwork } from './artwork.ts';
import { renderPanelForPrint } from './printExport.ts';

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/uv/binary/{guid}: an upload, which never changes under its GUID. */
export async function uploadedImageFile(c: Context, services: Services): Promise<FileAnswer | null> {
  const guid = c.req.param('guid') ?? '';
  if (!guidPattern.test(guid)) return null;
  const row = await services.db.selectFrom('uv_binary_objects').select(['content_type', 'content']).where('binary_object_guid', '=', guid.toLowerCase()).executeTakeFirst();
  return row ? { content: row.content, contentType: row.content_type, caching: fileCaching.privateImmutable } : null;
}

/** GET /api/uv/ai/{guid}: a generated picture. */
export async function generatedImageFile(c: Context, services: Services): Promise<FileAnswer | null> {
  const guid = c.req.param('guid') ?? '';
  if (!guidPattern.test(guid)) return null;
  const row = await services.db.selectFrom('uv_ai_images').select(['content_type', 'content']).where('generation_guid', '=', guid.toLowerCase()).executeTakeFirst();
  return row ? { content: row.content, contentType: row.content_type, caching: fileCaching.privateImmutable } : null;
}

/** GET /api/uv/print/{code}/{panel}.png: the print-ready PNG of one panel (300 DPI with bleed), for the design's owner (or anyone when it is public). */
export async function panelPrintFile(c: Context, services: Services): Promise<FileAnswer | null> {
  const panel = /^([LRTF])\.png$/.exec(c.req.param('file') ?? '')?.[1];
  const code = c.req.param('code') ?? '';
  if (!panel || !/^UV-[A-Z0-9]{1,20}$/.test(code)) return null;
  const identity = await requestIdentity(c, services);
  const file = await renderPanelForPrint(services.db, { designCode: code, panelName: panel, customerId: identity.customer?.customer_id ?? null });
  if (!file) return null;
  return { content: file.png, contentType: 'image/png', disposition: { type: 'attachment', filename: `${code}-${panel}-300dpi.png` }, caching: fileCaching.privateNoStore };
}

/** GET /api/uv/library/{slug}.svg: a sample of the library. */
export function sampleArtworkFile(c: Context): FileAnswer | null {
  const slug = /^([a-z0-9-]{1,60})\.svg$/.exec(c.req.param('file') ?? '')?.[1];
  const art = sampleArtwork.find((candidate) => candidate.slug === slug);
  return art ? { content: art.svg, contentType: 'image/svg+xml', caching: fileCaching.publicDay } : null;
}
