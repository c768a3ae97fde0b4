-- 0005: games with their hardware requirements (spec 1 §3 "Software", "Compatibility"; spec 2 §7
-- fetchSoftwareCompatibility), knowledge bases (spec 1 §3 "Knowledge base"), consultation slots and bookings
-- (spec 1 §3 "Appointment slot", §7 bookAppointment), and what the contact calls store: contact messages, mailing
-- list sign-ups, customer notifications, and the e-mail sandbox's outbox (issue 5 item 6).
CREATE TABLE software (
  software_id integer PRIMARY KEY,
  software_name text NOT NULL,
  sort_order integer NOT NULL,
  release_date date,
  rating integer CHECK (rating BETWEEN 0 AND 100),
  summary text,
  storyline text,
  youtube_video_ids jsonb NOT NULL DEFAULT '[]',
  webpage_id integer,
  screenshot_count integer NOT NULL DEFAULT 0 CHECK (screenshot_count BETWEEN 0 AND 12),
  colour text NOT NULL DEFAULT '#37474f'
);

-- One row per requirement and tier: the part a PC needs for the tier (spec 1 §9 resolutions; Minimum = playable
-- at reduced settings, designed). required_part is written as a store part name ("GeForce RTX 5070", "16GB").
CREATE TABLE software_requirements (
  software_id integer NOT NULL REFERENCES software (software_id),
  requirement_name text NOT NULL CHECK (requirement_name IN ('CPU', 'Graphics Card', 'Memory')),
  tier text NOT NULL CHECK (tier IN ('Minimum', '1080P', '1440P', '4K')),
  required_part text NOT NULL,
  PRIMARY KEY (software_id, requirement_name, tier)
);

CREATE TABLE knowledgebases (
  knowledgebase_id integer PRIMARY KEY,
  knowledgebase_name text NOT NULL,
  header_html_text text,
  footer_html_text text
);

CREATE TABLE knowledgebase_items (
  knowledgebase_item_id integer PRIMARY KEY,
  knowledgebase_id integer NOT NULL REFERENCES knowledgebases (knowledgebase_id),
  knowledgebase_group_id integer NOT NULL,
  sort_order integer NOT NULL,
  question_html_text text NOT NULL,
  answer_html_text text NOT NULL,
  last_updated_at timestamptz NOT NULL
);
CREATE INDEX knowledgebase_items_base ON knowledgebase_items (knowledgebase_id, sort_order);

CREATE TABLE appointment_slots (
  appointment_slot_guid uuid PRIMARY KEY,
  slot_key text NOT NULL UNIQUE,
  store_id integer NOT NULL,
  start_time timestamptz NOT NULL,
  duration integer NOT NULL CHECK (duration BETWEEN 1 AND 30)
);
CREATE INDEX appointment_slots_start ON appointment_slots (start_time);

-- UNIQUE slot: a slot is booked at most once, even by two simultaneous requests.
CREATE TABLE appointments (
  appointment_guid uuid PRIMARY KEY,
  appointment_slot_guid uuid NOT NULL UNIQUE REFERENCES appointment_slots (appointment_slot_guid),
  customer_session_guid uuid NOT NULL,
  customer_id integer,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email_address text NOT NULL,
  mobile_number text NOT NULL,
  consultation_type text NOT NULL CHECK (consultation_type IN ('Phone', 'Chat', 'Video Call')),
  duration integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact_messages (
  contact_message_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_session_guid uuid NOT NULL,
  store_name text,
  recipient text NOT NULL,
  customer_name text NOT NULL,
  customer_email text NOT NULL,
  customer_subject text,
  customer_message text NOT NULL,
  brand text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mailing_list_subscribers (
  email_address text NOT NULL,
  tag_name text NOT NULL,
  customer_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email_address, tag_name)
);

CREATE TABLE customer_notifications (
  notification_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  notification_type text NOT NULL CHECK (notification_type IN ('FreeStock', 'KnowledgebaseGroup')),
  inventory_item_id integer,
  inventory_warehouse_id integer,
  customer_session_guid uuid NOT NULL,
  email_address text NOT NULL,
  mobile text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE email_outbox (
  email_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message_id uuid NOT NULL UNIQUE,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
