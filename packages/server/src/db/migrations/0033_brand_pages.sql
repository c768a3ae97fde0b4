-- 0033: a brand page's own settings and content (spec 2 §2 "Brand page": "HTML above grid", "All Products grid
-- (only if enabled)", "below-grid HTML", the anchor bar's "Brand Content"). A brand without a row keeps the defaults:
-- the grid on, no HTML.
CREATE TABLE brand_pages (
  manufacturer_id integer PRIMARY KEY REFERENCES manufacturers (manufacturer_id),
  above_grid_html text,
  below_grid_html text,
  show_product_grid boolean NOT NULL DEFAULT true
);
