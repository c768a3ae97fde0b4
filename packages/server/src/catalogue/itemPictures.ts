// The drawn product pictures (migration 0024, drawn by seed/pictures): read by image id and sized on the way out.
import type { Db } from '../db/openDatabase.ts';

export interface ItemPicturesTable {
  image_id: number;
  inventory_item_id: number;
  svg: string;
}

/** Migration 0024's table (typed here until db/schema.ts lists it). */
export type ItemPicturesTables = { item_pictures: ItemPicturesTable };

/** The stored picture with its display size set, or null when the id has none (brands fall back to a drawn card). */
export async function storedPicture(db: Db, imageId: number, width: number): Promise<string | null> {
  const row = await db.withTables<ItemPicturesTables>().selectFrom('item_pictures').select('svg').where('image_id', '=', imageId).executeTakeFirst();
  // Stored without a size so one row serves every tile size; the viewBox keeps it square.
  return row ? row.svg.replace('<svg ', `<svg width="${width}" height="${width}" `) : null;
}
