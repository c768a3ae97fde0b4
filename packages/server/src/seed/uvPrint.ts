// UV print seed (issue 20): the real size of every printable panel of every seeded case and UV item, and two
// featured designs made from the drawn sample artwork (uvPrint/artwork.ts), owned by the store, for guests.
import { placeNewImage, printableAreaFromPixels } from '@rigkit/domain/canvas';
import { printableAreaForPanel } from '@rigkit/domain/uvPrint';
import type { Db } from '../db/openDatabase.ts';
import type { SeedItem } from './catalogue.ts';
import { sampleArtworkUrl } from '../uvPrint/artwork.ts';
import { panelGeometryRows } from '../uvPrint/geometry.ts';

export const featuredDesignCodes = ['UV-FEATURED01', 'UV-FEATURED02'] as const;

export async function seedUvPrint(db: Db, items: readonly SeedItem[], now: Date): Promise<void> {
  const geometry = items.flatMap((item) => panelGeometryRows(item));
  for (let start = 0; start < geometry.length; start += 500) await db.insertInto('uv_panel_geometry').values(geometry.slice(start, start + 500)).execute();
  // The first case with a left panel carries the featured designs.
  const left = geometry.find((row) => row.panel_name === 'L');
  if (!left) return;
  const size = { widthMm: left.width_mm, heightMm: left.height_mm };
  const area = printableAreaForPanel(size);
  const designs = [
    { code: featuredDesignCodes[0], name: 'Southern Cross', art: 'southern-cross' },
    { code: featuredDesignCodes[1], name: 'Outback Sunset', art: 'outback-sunset' },
  ];
  for (const design of designs) {
    const inserted = await db
      .insertInto('uv_designs')
      .values({ design_code: design.code, customer_id: null, inventory_item_id: left.inventory_item_id, design_name: design.name, is_public: true, is_featured: true, created_at: now, updated_at: now })
      .returning('design_id')
      .executeTakeFirstOrThrow();
    await db.insertInto('uv_design_panels').values({ design_id: inserted.design_id, panel_name: 'L', panel_type: 'PrintablePanel', position: 0, area_x: area.X, area_y: area.Y, area_width: area.Width, area_height: area.Height }).execute();
    // A 3000 x 3000 sample placed as a new image is: capped at 80 % and centred (spec 1 §5).
    const placed = placeNewImage({ width: 3000, height: 3000 }, printableAreaFromPixels(area));
    await db
      .insertInto('uv_user_objects')
      .values({ design_id: inserted.design_id, panel_name: 'L', position: 0, object_type: 'libraryImage', preview_image_url: sampleArtworkUrl(design.art), binary_object_guid: null, ...placed, max_width: null, max_height: null, original_filename: design.name, layer_order: 0, object_id: 0 })
      .execute();
  }
}
