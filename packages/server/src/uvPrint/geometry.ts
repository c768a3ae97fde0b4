// Printable panels of an item with their real size (table uv_panel_geometry, seeded from the items' 'Printable
// Panels', 'Case Size' and 'Size' attributes) and the printable area each has on the 750 x 750 canvas.
import { PANEL_NAMES, casePanelSize, parsePrintablePanels, printableAreaForPanel, sizeFromAttribute, type PanelName, type PanelSizeMm } from '@rigkit/domain/uvPrint';
import type { PrintableAreaPixels } from '@rigkit/domain/canvas';
import type { Db } from '../db/openDatabase.ts';

export interface PanelGeometry {
  PanelName: PanelName;
  PrintableAreaPixels: PrintableAreaPixels;
  PrintableAreaPhysical: { WidthMM: number; HeightMM: number };
}

/** The item's printable panels in L, R, T, F order; empty when it cannot be printed. */
export async function loadPanelGeometry(db: Db, inventoryItemId: number): Promise<PanelGeometry[]> {
  const rows = await db.selectFrom('uv_panel_geometry').select(['panel_name', 'width_mm', 'height_mm']).where('inventory_item_id', '=', inventoryItemId).execute();
  return PANEL_NAMES.flatMap((name) => {
    const row = rows.find((candidate) => candidate.panel_name === name);
    if (!row) return [];
    const size: PanelSizeMm = { widthMm: Number(row.width_mm), heightMm: Number(row.height_mm) };
    return [{ PanelName: name, PrintableAreaPixels: printableAreaForPanel(size), PrintableAreaPhysical: { WidthMM: size.widthMm, HeightMM: size.heightMm } }];
  });
}

type Attribute = { Key: string; Value: string };

/** The geometry rows of one seeded item: a case's panels sized by its Case Size, a flat item's F panel by its Size. */
export function panelGeometryRows(item: { id: number; attributes: readonly Attribute[] }): { inventory_item_id: number; panel_name: string; width_mm: number; height_mm: number }[] {
  const value = (key: string) => item.attributes.find((attribute) => attribute.Key === key)?.Value;
  const panels = parsePrintablePanels(value('Printable Panels'));
  const flatSize = sizeFromAttribute(value('Size'));
  return panels.map((panel) => {
    const size = flatSize ?? casePanelSize(value('Case Size'), panel);
    return { inventory_item_id: item.id, panel_name: panel, width_mm: size.widthMm, height_mm: size.heightMm };
  });
}
