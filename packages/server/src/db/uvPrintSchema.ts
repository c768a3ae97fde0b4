// Tables of 0018_uv_print.sql and 0030_uv_print_exports.sql.
import type { ColumnType, Generated } from 'kysely';

export interface UvBinaryObjectsTable {
  binary_object_id: Generated<number>;
  binary_object_guid: string;
  customer_id: number | null;
  customer_session_guid: string;
  original_filename: string;
  content_type: string;
  byte_size: number;
  content: Uint8Array;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface UvPanelGeometryTable {
  inventory_item_id: number;
  panel_name: string;
  width_mm: number;
  height_mm: number;
}

export interface UvDesignsTable {
  design_id: Generated<number>;
  design_code: string;
  customer_id: number | null;
  inventory_item_id: number;
  design_name: string;
  is_public: boolean;
  is_featured: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface UvDesignPanelsTable {
  design_id: number;
  panel_name: string;
  panel_type: string;
  position: number;
  area_x: number;
  area_y: number;
  area_width: number;
  area_height: number;
}

export interface UvUserObjectsTable {
  design_id: number;
  panel_name: string;
  position: number;
  object_type: string;
  preview_image_url: string;
  binary_object_guid: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  max_width: number | null;
  max_height: number | null;
  original_filename: string | null;
  layer_order: number;
  object_id: number | null;
}

export interface UvAiImagesTable {
  generation_guid: string;
  conversation_guid: string;
  customer_id: number;
  prompt: string;
  model_id: string;
  content_type: string;
  content: Uint8Array;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

/** 0030: a printed panel's 300 DPI file, queued by a save and rendered after its commit. */
export interface UvPrintExportsTable {
  export_id: Generated<number>;
  design_id: number;
  panel_name: string;
  state: ColumnType<'pending' | 'done' | 'failed', 'pending' | 'done' | 'failed' | undefined, 'pending' | 'done' | 'failed'>;
  dpi: number;
  width_pixels: number | null;
  height_pixels: number | null;
  content: Uint8Array | null;
  failure: string | null;
  queued_at: ColumnType<Date, Date | undefined, Date>;
  rendered_at: Date | null;
}

export interface UvPrintTables {
  uv_print_exports: UvPrintExportsTable;
  uv_ai_images: UvAiImagesTable;
  uv_binary_objects: UvBinaryObjectsTable;
  uv_panel_geometry: UvPanelGeometryTable;
  uv_designs: UvDesignsTable;
  uv_design_panels: UvDesignPanelsTable;
  uv_user_objects: UvUserObjectsTable;
}
