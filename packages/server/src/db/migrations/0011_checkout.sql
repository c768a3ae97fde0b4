-- 0011: taking orders (spec 3 §4.4, §7 submitOrder). A guest's order belongs to the session that placed it; the
-- submit's retry GUID is an idempotency key; gift vouchers and store credit are ledgers debited in the order's
-- transaction; captures record what the card gateway took, keyed by the payment's idempotency key.
ALTER TABLE documents ALTER COLUMN customer_id DROP NOT NULL;
ALTER TABLE documents
  ADD COLUMN customer_session_guid uuid,
  ADD COLUMN contact_email text,
  ADD COLUMN contact_first_name text,
  ADD COLUMN contact_last_name text,
  ADD COLUMN contact_mobile text,
  ADD COLUMN client_order_number text,
  ADD COLUMN order_notes text,
  ADD COLUMN delivery_window text,
  -- "How did you hear about us" on the confirmation (spec 3 §2.8, §9 lead sources).
  ADD COLUMN lead_source_id integer,
  ADD CONSTRAINT documents_owner CHECK (customer_id IS NOT NULL OR customer_session_guid IS NOT NULL);

-- Numbers of documents the server writes, far above the seeded ones (SO-331001 ...).
CREATE SEQUENCE document_ids START WITH 400001;

ALTER TABLE document_payments
  ADD COLUMN payment_method_id integer,
  ADD COLUMN transaction_id text;

CREATE TABLE order_submissions (
  retry_guid uuid PRIMARY KEY,
  -- SHA-256 of the submitted body: the same key with another body is a client bug, answered 422.
  request_hash text NOT NULL,
  -- Deferred: the GUID is claimed before the order row is written (checkout/placeOrder.ts).
  document_id integer NOT NULL REFERENCES documents (document_id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE gift_vouchers (
  voucher_code text PRIMARY KEY,
  balance_cents integer NOT NULL CHECK (balance_cents >= 0),
  expires_at timestamptz
);

CREATE TABLE store_credits (
  store_credit_code text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (customer_id),
  balance_cents integer NOT NULL CHECK (balance_cents >= 0)
);
CREATE INDEX store_credits_customer ON store_credits (customer_id);

CREATE TABLE payment_captures (
  idempotency_key text PRIMARY KEY,
  provider text NOT NULL,
  token text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  transaction_id text NOT NULL UNIQUE,
  captured_at timestamptz NOT NULL DEFAULT now()
);
