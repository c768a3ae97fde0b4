-- 0020: verification of an order by amount (spec 3 §2.5, §4.3, §9). The store makes a small charge of a random amount
-- to the card; the customer proves the card is theirs by entering it at /Verify/{order}. Attempts are counted here,
-- on the server, so the 4 allowed cannot be reset by reloading the page or clearing cookies.
CREATE TABLE order_verifications (
  document_id integer PRIMARY KEY REFERENCES documents (document_id),
  amount_cents integer NOT NULL CHECK (amount_cents BETWEEN 1 AND 999),
  attempts_used integer NOT NULL DEFAULT 0 CHECK (attempts_used >= 0),
  verified_at timestamptz
);
