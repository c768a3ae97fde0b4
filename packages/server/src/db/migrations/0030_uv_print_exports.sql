-- 0030: print-ready files made on save (issue 20 item 5) and the design an order line carries.
-- One row per printed panel of a design: written 'pending' in the save's transaction, rendered at 300 DPI with the
-- panel's bleed after the commit by whichever server process saved (or any process that finds it pending), so a
-- save never waits seconds for PNG encoding while holding the design's row lock. A later save replaces the rows, so
-- a stale render finds its row gone and writes nothing.
CREATE TABLE uv_print_exports (
  export_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  design_id integer NOT NULL REFERENCES uv_designs (design_id) ON DELETE CASCADE,
  panel_name text NOT NULL CHECK (panel_name IN ('L', 'R', 'T', 'F')),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed')),
  dpi integer NOT NULL CHECK (dpi > 0),
  width_pixels integer,
  height_pixels integer,
  content bytea,
  failure text,
  queued_at timestamptz NOT NULL DEFAULT now(),
  rendered_at timestamptz,
  UNIQUE (design_id, panel_name),
  CHECK (state <> 'done' OR (content IS NOT NULL AND width_pixels > 0 AND height_pixels > 0))
);
CREATE INDEX uv_print_exports_pending ON uv_print_exports (queued_at) WHERE state = 'pending';

-- The order line's UV print design (from the cart line), so the order says what to print.
ALTER TABLE document_items ADD COLUMN uv_print_design_code text;
