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

-- Promotion redemptions (spec 3 §3 "Promotion redemption"): a promotion an invoice line earned, pending until the
-- customer redeems it; redeeming gives the code (designed: production takes it from the supplier's pool).
CREATE TABLE promotion_redemptions (
  promotion_redemption_id integer PRIMARY KEY,
  redemption_name text NOT NULL,
  description text
);
CREATE TABLE invoice_redemptions (
  invoice_item_id integer NOT NULL REFERENCES document_items (document_item_id),
  promotion_redemption_id integer NOT NULL REFERENCES promotion_redemptions (promotion_redemption_id),
  customer_id integer NOT NULL REFERENCES customers (customer_id),
  redemption_code text UNIQUE,
  redeemed_at timestamptz,
  PRIMARY KEY (invoice_item_id, promotion_redemption_id),
  CHECK ((redemption_code IS NULL) = (redeemed_at IS NULL))
);
CREATE INDEX invoice_redemptions_customer ON invoice_redemptions (customer_id);

-- Digital licences waiting for activation (spec 3 §3 "Pending digital activation"): requesting one gives its
-- confirmation number, DA-<date>-<4 digits> (designed).
CREATE TABLE digital_activations (
  invoice_item_id integer PRIMARY KEY REFERENCES document_items (document_item_id),
  customer_id integer NOT NULL REFERENCES customers (customer_id),
  confirmation_number text UNIQUE,
  requested_at timestamptz,
  CHECK ((confirmation_number IS NULL) = (requested_at IS NULL))
);
CREATE INDEX digital_activations_customer ON digital_activations (customer_id);
CREATE SEQUENCE digital_activation_numbers START WITH 1;
