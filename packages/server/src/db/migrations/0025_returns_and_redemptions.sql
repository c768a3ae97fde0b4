-- 0025: self-service returns, promotion redemptions and digital activations (spec 3 §3, §5.5, §7; issue 18 items 4, 5).

-- A return's optional troubleshooting steps (spec 3 §5.5) and the numbers the server gives new returns: the seeded
-- returns are numbered below 10000, new ones from 100000 (CRA- plus the number, zero-padded to 6 digits).
ALTER TABLE return_advices ADD COLUMN troubleshooting_steps text;
CREATE SEQUENCE return_advice_ids START WITH 100000;
-- One open return per invoice line (designed): a line can be returned again only once its last return is Completed.
CREATE UNIQUE INDEX return_advices_open_line ON return_advices (invoice_item_id) WHERE status <> 'Completed';

-- The photos of a return: scanned uploads (avScanUploadFile, 0018), each belonging to one return only.
CREATE TABLE return_advice_photos (
  customer_return_advice_id integer NOT NULL REFERENCES return_advices (customer_return_advice_id) ON DELETE CASCADE,
  binary_object_id integer NOT NULL UNIQUE REFERENCES uv_binary_objects (binary_object_id),
  PRIMARY KEY (customer_return_advice_id, binary_object_id)
);
