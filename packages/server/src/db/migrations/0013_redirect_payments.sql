-- 0013: redirect payment providers (spec 3 §7 createPaypalOrder, §9 method 6). An order the store created at the
-- provider for a session, with the amount the shopper is asked to approve: a capture must match it exactly, and a
-- provider order is captured at most once (the capture locks its row, then looks for an earlier capture).
CREATE TABLE provider_orders (
  provider_order_id text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('paypal')),
  customer_session_guid uuid NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX provider_orders_session ON provider_orders (customer_session_guid, created_at);

