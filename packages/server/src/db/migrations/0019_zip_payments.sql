-- 0019: Zip as a redirect after the order (spec 3 §9 method 11). The submit that chooses Zip places the order and
-- creates a Zip checkout for its balance owing; the checkout belongs to that order, and the shopper's return settles
-- it (confirmZipPayment), capturing exactly the amount Zip was asked for, once.
ALTER TABLE provider_orders DROP CONSTRAINT provider_orders_provider_check;
ALTER TABLE provider_orders ADD CONSTRAINT provider_orders_provider_check CHECK (provider IN ('paypal', 'zip'));
ALTER TABLE provider_orders ADD COLUMN document_id integer REFERENCES documents (document_id);
ALTER TABLE provider_orders ADD CONSTRAINT provider_orders_zip_has_order CHECK (provider <> 'zip' OR document_id IS NOT NULL);
CREATE INDEX provider_orders_document ON provider_orders (document_id) WHERE document_id IS NOT NULL;
