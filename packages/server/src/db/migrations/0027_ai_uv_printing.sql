-- 0027: the account flag AllowAiUvPrinting (spec 2 §3 "Account flag"): the AI Generator only for accounts that have
-- it. Designed: on for every account in the reference store, so the store can turn it off per account.
ALTER TABLE customers ADD COLUMN allow_ai_uv_printing boolean NOT NULL DEFAULT true;
