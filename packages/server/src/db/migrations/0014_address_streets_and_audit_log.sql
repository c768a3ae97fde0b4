-- 0014: the local address provider's streets (fetchAddressSuggestions, fetchAddress; spec 1 §2, §5, §7), and the
-- audit log (auditLog, spec 3 §7). One row of address_streets is a street (or a PO box / locked bag / parcel locker
-- series) in one suburb; a suggestion is a house or box number on it. The rows are seeded (seed/addresses.ts); a
-- production store configures a real provider instead.
CREATE TABLE address_streets (
  street_id integer PRIMARY KEY,
  street_name text NOT NULL CHECK (length(street_name) BETWEEN 2 AND 80),
  kind text NOT NULL CHECK (kind IN ('street', 'postal')),
  suburb text NOT NULL,
  state text NOT NULL CHECK (state IN ('WA', 'VIC')),
  postcode text NOT NULL CHECK (postcode ~ '^[0-9]{4}$'),
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  -- The highest number handed out on the street (designed: suggestions beyond it are not real addresses).
  highest_number integer NOT NULL CHECK (highest_number >= 1),
  -- Lower-case words the typed text is matched against: the name, its long form (st and street), suburb, state,
  -- postcode; a leading space so every word starts after ' '.
  search_text text NOT NULL,
  UNIQUE (street_name, suburb, postcode)
);

CREATE INDEX address_streets_suburb ON address_streets (postcode, suburb);

-- auditLog (spec 3 §7: AuditLogTypeName and AuditObject; the confirmation's tracking stages, spec 3 §2.8). Rows are
-- written under the caller's own session, whatever session the object names.
CREATE TABLE audit_log (
  audit_log_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  audit_log_type_name text NOT NULL CHECK (length(audit_log_type_name) BETWEEN 1 AND 100),
  customer_session_guid uuid NOT NULL,
  audit_object jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX audit_log_session ON audit_log (customer_session_guid, created_at);
