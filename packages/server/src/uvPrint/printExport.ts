// Print-ready export (issue 20 item 5): one panel of a design rendered at 300 DPI from the original uploads (not
// the canvas previews), with the panel's bleed, as a PNG whose pHYs chunk says 300 DPI. The canvas's printable area
// stands for the panel's real width, so canvas pixels scale by print pixels per area pixel. Rendered on save (as a job
// the save's transaction records, run after its commit: printExportJobs.ts) and kept in uv_print_exports; the file
// route answers the stored PNG, and renders on request only while the job has not finished.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PRINT_BLEED_MM, PRINT_DPI, printPixels } from '@rigkit/domain/uvPrint';
import type { Db } from '../db/openDatabase.ts';
import { sampleArtwork } from './artwork.ts';
import { loadPanelGeometry } from './geometry.ts';

const libraryAddress = /^\/api\/uv\/library\/([a-z0-9-]{1,60})\.svg$/;
const aiAddress = /^\/api\/uv\/ai\/([0-9a-f-]{36})$/i;

export interface PrintFile {
  png: Uint8Array<ArrayBuffer>;
  widthPixels: number;
  heightPixels: number;
}

/** The panel of a design the customer may read, for print: the file rendered on save, else rendered now; null when there is no such design or panel. */
export async function renderPanelForPrint(db: Db, input: { designCode: string; panelName: string; customerId: number | null; dpi?: number }): Promise<PrintFile | null> {
  const dpi = input.dpi ?? PRINT_DPI;
  const design = await db.selectFrom('uv_designs').select(['design_id', 'customer_id', 'inventory_item_id', 'is_public', 'is_featured']).where('design_code', '=', input.designCode).executeTakeFirst();
  if (!design || !(design.is_public || design.is_featured || (input.customerId !== null && design.customer_id === input.customerId))) return null;
  const stored = await db
    .selectFrom('uv_print_exports')
    .select(['content', 'width_pixels', 'height_pixels'])
    .where('design_id', '=', design.design_id)
    .where('panel_name', '=', input.panelName)
    .where('state', '=', 'done')
    .where('dpi', '=', dpi)
    .executeTakeFirst();
  if (stored?.content && stored.width_pixels && stored.height_pixels) return { png: Uint8Array.from(stored.content), widthPixels: stored.width_pixels, heightPixels: stored.height_pixels };
  return renderDesignPanel(db, { designId: design.design_id, inventoryItemId: design.inventory_item_id, panelName: input.panelName, dpi });
}

/** One panel of a design rendered at `dpi` with bleed, whoever owns it (callers check access); null for a panel the item does not have. */
export async function renderDesignPanel(db: Db, input: { designId: number; inventoryItemId: number; panelName: string; dpi: number }): Promise<PrintFile | null> {
  const { dpi } = input;
  const panel = (await loadPanelGeometry(db, input.inventoryItemId)).find((candidate) => candidate.PanelName === input.panelName);
  if (!panel) return null;
  const objects = await db.selectFrom('uv_user_objects').selectAll().where('design_id', '=', input.designId).where('panel_name', '=', input.panelName).orderBy('layer_order').orderBy('position').execute();

  const bleed = printPixels(PRINT_BLEED_MM, dpi);
  const panelWidth = printPixels(panel.PrintableAreaPhysical.WidthMM, dpi);
  const panelHeight = printPixels(panel.PrintableAreaPhysical.HeightMM, dpi);
  const canvas = createCanvas(panelWidth + 2 * bleed, panelHeight + 2 * bleed);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  const area = panel.PrintableAreaPixels;
  const scaleX = panelWidth / area.Width;
  const scaleY = panelHeight / area.Height;
  for (const object of objects) {
    const source = await originalOf(db, object.binary_object_guid, object.preview_image_url);
    if (!source) continue;
    const image = await loadImage(source);
    context.drawImage(image, bleed + (object.x - area.X) * scaleX, bleed + (object.y - area.Y) * scaleY, object.width * scaleX, object.height * scaleY);
  }
  const png = await canvas.encode('png', { resolution: dpi });
  return { png: Uint8Array.from(png), widthPixels: canvas.width, heightPixels: canvas.height };
}

/** The full-resolution original: the stored upload, or the sample's SVG drawn at print size. */
async function originalOf(db: Db, guid: string | null, url: string): Promise<Buffer | null> {
  if (guid) {
    const row = await db.selectFrom('uv_binary_objects').select('content').where('binary_object_guid', '=', guid).executeTakeFirst();
    return row ? Buffer.from(row.content) : null;
  }
  const generated = aiAddress.exec(url)?.[1];
  if (generated) {
    const row = await db.selectFrom('uv_ai_images').select('content').where('generation_guid', '=', generated.toLowerCase()).executeTakeFirst();
    return row ? Buffer.from(row.content) : null;
  }
  const slug = libraryAddress.exec(url)?.[1];
  const art = sampleArtwork.find((candidate) => candidate.slug === slug);
  return art ? Buffer.from(art.svg) : null;
}
