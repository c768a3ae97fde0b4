-- 0012: createShareableCart stores a shared cart as a public wishlist since 0008, and nothing reads or writes
-- shared_carts any more. payment_methods stays: it is the reference data of the contract's PaymentMethod
-- (spec 3 checkout), seeded and checked.
DROP TABLE shared_carts;
