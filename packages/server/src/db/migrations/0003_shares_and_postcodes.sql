-- 0003: shared carts (createShareableCart, spec 2 §7: "code for a wishlist link"), short links (minifyUrl) and the
-- postcode locations behind fetchLocationFromPostcode / fetchPostcodeFromLocation (spec 1 §4, §7).
CREATE TABLE shared_carts (
  code text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9]{6,64}$'),
  lines jsonb NOT NULL,
  customer_session_guid uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE short_urls (
  code text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9]{6,64}$'),
  original_url text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Reference data, not a seed: every database needs it. Designed: the metro and regional postcodes around the
-- stores of WA and VIC with their suburbs' coordinates.
CREATE TABLE postcodes (
  postcode text NOT NULL CHECK (postcode ~ '^[0-9]{4}$'),
  suburb text NOT NULL,
  state text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  PRIMARY KEY (postcode, suburb)
);

INSERT INTO postcodes (postcode, suburb, state, latitude, longitude) VALUES
  ('6000', 'Perth', 'WA', -31.9523, 115.8613),
  ('6005', 'West Perth', 'WA', -31.9490, 115.8420),
  ('6017', 'Osborne Park', 'WA', -31.9008, 115.8125),
  ('6027', 'Joondalup', 'WA', -31.7448, 115.7661),
  ('6065', 'Wangara', 'WA', -31.7917, 115.8305),
  ('6077', 'Gnangara', 'WA', -31.7773, 115.8652),
  ('6102', 'Bentley', 'WA', -32.0012, 115.9245),
  ('6160', 'Fremantle', 'WA', -32.0569, 115.7439),
  ('6164', 'Success', 'WA', -32.1202, 115.8485),
  ('6210', 'Mandurah', 'WA', -32.5269, 115.7217),
  ('6230', 'Bunbury', 'WA', -33.3271, 115.6414),
  ('6330', 'Albany', 'WA', -35.0269, 117.8837),
  ('6430', 'Kalgoorlie', 'WA', -30.7490, 121.4660),
  ('6530', 'Geraldton', 'WA', -28.7774, 114.6149),
  ('6714', 'Karratha', 'WA', -20.7377, 116.8463),
  ('6725', 'Broome', 'WA', -17.9614, 122.2359),
  ('3000', 'Melbourne', 'VIC', -37.8136, 144.9631),
  ('3030', 'Werribee', 'VIC', -37.9000, 144.6630),
  ('3121', 'Richmond', 'VIC', -37.8230, 144.9980),
  ('3150', 'Glen Waverley', 'VIC', -37.8780, 145.1650),
  ('3175', 'Dandenong South', 'VIC', -38.0155, 145.2035),
  ('3189', 'Moorabbin', 'VIC', -37.9386, 145.0413),
  ('3202', 'Heatherton', 'VIC', -37.9571, 145.0876),
  ('3220', 'Geelong', 'VIC', -38.1499, 144.3617),
  ('3280', 'Warrnambool', 'VIC', -38.3818, 142.4880),
  ('3350', 'Ballarat', 'VIC', -37.5622, 143.8503),
  ('3500', 'Mildura', 'VIC', -34.2080, 142.1246),
  ('3550', 'Bendigo', 'VIC', -36.7570, 144.2794),
  ('3690', 'Wodonga', 'VIC', -36.1218, 146.8881),
  ('3840', 'Morwell', 'VIC', -38.2350, 146.3950);
