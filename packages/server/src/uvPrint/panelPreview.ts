// The small pictures of a design's panels on /UvPrintDesigns (issue 20 item 2): the print render (printExport.ts)
// at a screen resolution, from the same originals, with the same access as the print file (the owner; anyone for a
// public or featured design). The address carries the design's last save (?v=), so a browser may keep the picture
// for good: the next save lists a new address. Designed: 20 DPI makes a 450 mm side panel 354 px wide, sharp at
// twice the list's 160 CSS px.
import type { Context } from 'hono';
import { fileCaching, type FileAnswer } from '../http/fileResponse.ts';
import { requestIdentity } from '../http/operation.ts';
import type { Services } from '../http/services.ts';
import { renderPanelForPrint } from './printExport.ts';

export const PANEL_PREVIEW_DPI = 20;

const version = (savedAt: Date) => savedAt.getTime().toString(36);

/** Where the list finds a panel's picture of the design as saved at `savedAt`. */
export const panelPreviewAddress = (designCode: string, panelName: string, savedAt: Date) => `/api/uv/preview/${designCode}/${panelName}.png?v=${version(savedAt)}`;

/** GET /api/uv/preview/{code}/{panel}.png: a 20 DPI PNG of one panel, or null (the same 404) when the caller may not read the design. */
export async function panelPreviewFile(c: Context, services: Services): Promise<FileAnswer | null> {
  const panel = /^([LRTF])\.png$/.exec(c.req.param('file') ?? '')?.[1];
  const code = c.req.param('code') ?? '';
  if (!panel || !/^UV-[A-Z0-9]{1,20}$/.test(code)) return null;
  const identity = await requestIdentity(c, services);
  const file = await renderPanelForPrint(services.db, { designCode: code, panelName: panel, customerId: identity.customer?.customer_id ?? null, dpi: PANEL_PREVIEW_DPI });
  if (!file) return null;
  // Kept only under the address of the current save; any other address (an old one, or none) is not stored.
  const design = await services.db.selectFrom('uv_designs').select('updated_at').where('design_code', '=', code).executeTakeFirst();
  const current = design !== undefined && c.req.query('v') === version(design.updated_at);
  return { content: file.png, contentType: 'image/png', caching: current ? fileCaching.privateImmutable : fileCaching.privateNoStore };
}
