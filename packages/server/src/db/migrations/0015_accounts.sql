-- 0015: accounts (issue 16 items 1 to 5): customers created online, password resets, notification toggles and the
-- two-factor secret waiting for its first code.

-- Seeded customers keep their fixed ids (1001 ...); accounts created online are numbered from 200001.
CREATE SEQUENCE customers_customer_id_seq START 200001 OWNED BY customers.customer_id;
ALTER TABLE customers ALTER COLUMN customer_id SET DEFAULT nextval('customers_customer_id_seq');

-- Account details (spec 3 §3): the six notification toggles. Designed defaults: e-mails on, SMS off.
ALTER TABLE customers
  ADD COLUMN notify_invoice_email boolean NOT NULL DEFAULT true,
  ADD COLUMN notify_invoice_sms boolean NOT NULL DEFAULT false,
  ADD COLUMN notify_sales_order_email boolean NOT NULL DEFAULT true,
  ADD COLUMN notify_sales_order_sms boolean NOT NULL DEFAULT false,
  ADD COLUMN notify_work_order_email boolean NOT NULL DEFAULT true,
  ADD COLUMN notify_work_order_sms boolean NOT NULL DEFAULT false,
  -- Billing and shipping addresses of the account creation payload (spec 3 §3); the street is two lines joined by
  -- a newline (spec 3 §2.2). Shipping is null when it is the billing address.
  ADD COLUMN billing_street_address text,
  ADD COLUMN billing_suburb text,
  ADD COLUMN billing_state text,
  ADD COLUMN billing_postcode text,
  ADD COLUMN shipping_street_address text,
  ADD COLUMN shipping_suburb text,
  ADD COLUMN shipping_state text,
  ADD COLUMN shipping_postcode text,
  -- enableTotp's secret until confirmTotp accepts a code made from it; only then does it become totp_secret.
  ADD COLUMN totp_pending_secret text;

-- A reset id is 256 random bits given once in the e-mail's link; only its SHA-256 is kept, so a leaked table resets
-- nothing. Single use (used_at) and one hour (expires_at).
CREATE TABLE password_resets (
  reset_id_hash text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (customer_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_customer ON password_resets (customer_id);
