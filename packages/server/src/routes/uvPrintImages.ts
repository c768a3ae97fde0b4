// The designer's pictures, outside the contract like /api/images: GET /api/uv/binary/{guid} serves a scanned
// upload (its random GUID is the only handle; designed), GET /api/uv/library/{slug}.svg a sample of the library.
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { authKeyCookieName, sessionCookieName } from '../identity/authKey.ts';
import { resolveIdentity } from '../identity/sessions.ts';
import { ApiError } from '../http/envelope.ts';
import { authKeyCookieNameFor } from '../http/operation.ts';
import type { Services } from '../http/services.ts';
import { renderPanelForPrint } from '../uvPrint/printExport.ts';
import { sampleArtwork } from '../uvPrint/artwork.ts';
import { uvServerMessages } from '../uvPrint/messages.ts';

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerUvPrintImageRoutes(app: Hono, services: Services): void {
  app.get('/uv/binary/:guid', async (c) => {
    const guid = c.req.param('guid');
    if (!guidPattern.test(guid)) throw new ApiError(404, uvServerMessages.binaryNotFound);
    const row = await services.db.selectFrom('uv_binary_objects').select(['content_type', 'content']).where('binary_object_guid', '=', guid.toLowerCase()).executeTakeFirst();
    if (!row) throw new ApiError(404, uvServerMessages.binaryNotFound);
    return c.body(new Uint8Array(row.content), 200, {
      'Content-Type': row.content_type,
      'Content-Length': String(row.content.byteLength),
      // An upload never changes under its GUID.
      'Cache-Control': 'private, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  // The print-ready PNG of one panel (300 DPI with bleed), for the design's owner (or anyone when it is public).
  app.get('/uv/print/:code/:file', async (c) => {
    const panel = /^([LRTF])\.png$/.exec(c.req.param('file'))?.[1];
    const code = c.req.param('code');
    if (!panel || !/^UV-[A-Z0-9]{1,20}$/.test(code)) throw new ApiError(404, uvServerMessages.designNotFound);
    const identity = await resolveIdentity(services.db, {
      headerGuid: c.req.header('customersessionguid'),
      cookieGuid: getCookie(c, sessionCookieName),
      authKey: c.req.header(authKeyCookieName) || getCookie(c, authKeyCookieNameFor(services)) || undefined,
      now: services.now(),
    });
    const file = await renderPanelForPrint(services.db, { designCode: code, panelName: panel, customerId: identity.customer?.customer_id ?? null });
    if (!file) throw new ApiError(404, uvServerMessages.designNotFound);
    return c.body(file.png, 200, {
      'Content-Type': 'image/png',
      'Content-Disposition': `attachment; filename="${code}-${panel}-300dpi.png"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  app.get('/uv/ai/:guid', async (c) => {
    const guid = c.req.param('guid');
    if (!guidPattern.test(guid)) throw new ApiError(404, uvServerMessages.binaryNotFound);
    const row = await services.db.selectFrom('uv_ai_images').select(['content_type', 'content']).where('generation_guid', '=', guid.toLowerCase()).executeTakeFirst();
    if (!row) throw new ApiError(404, uvServerMessages.binaryNotFound);
    return c.body(Uint8Array.from(row.content), 200, { 'Content-Type': row.content_type, 'Cache-Control': 'private, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' });
  });
  app.get('/uv/library/:file', (c) => {
    const slug = /^([a-z0-9-]{1,60})\.svg$/.exec(c.req.param('file'))?.[1];
    const art = sampleArtwork.find((candidate) => candidate.slug === slug);
    if (!art) throw new ApiError(404, uvServerMessages.binaryNotFound);
    return c.body(art.svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' });
  });
}
