-- 0004: customer reviews (spec 1 §3 "Review", §7 fetchReviews and fetchReviews/{groupId}). A review group is
-- what the reviews are about; designed: group = the store id the review was left for (store 1 = online orders).
CREATE TABLE reviews (
  review_id integer PRIMARY KEY,
  review_group_id integer NOT NULL,
  review_name text NOT NULL,
  review_rating integer NOT NULL CHECK (review_rating BETWEEN 1 AND 5),
  review_text text NOT NULL,
  review_url text,
  review_date timestamptz NOT NULL
);
CREATE INDEX reviews_group ON reviews (review_group_id, review_date DESC);
