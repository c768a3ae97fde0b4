-- 0028: customer-support chat (spec 3 §2.4, §4.2, §7; issue 18 item 8).

-- One conversation per createChatConnection. It belongs to the session that opened it (visitors may chat, spec 3 §6)
-- and, when a customer was logged in, to that customer too. The access token that opens its event stream is kept
-- only as a SHA-256 hash. ended_at is set once "End Chat" is the reply.
CREATE TABLE chat_conversations (
  conversation_guid uuid PRIMARY KEY,
  customer_session_guid text NOT NULL,
  customer_id integer REFERENCES customers (customer_id),
  name text NOT NULL,
  email_address text NOT NULL,
  access_token_hash text NOT NULL,
  -- Where the scripted agent is in its script (designed): 'menu', 'support', 'human'.
  agent_state text NOT NULL DEFAULT 'menu',
  created_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX chat_conversations_session ON chat_conversations (customer_session_guid);

-- Every event of a conversation, in order: messages of either side, the agent's typing start and end markers and
-- the end of the conversation.
-- event_id orders them across processes and is the SSE id a reconnecting client resumes after (Last-Event-ID).
-- This table is the fan-out: a writer commits a row and NOTIFYs rigkit_chat; every process's streams read new rows.
CREATE TABLE chat_events (
  event_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_guid uuid NOT NULL REFERENCES chat_conversations (conversation_guid) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('message', 'typing-start', 'typing-end', 'ended')),
  chat_message_guid uuid UNIQUE,
  role text NOT NULL,
  message text,
  choices jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL,
  CHECK ((kind = 'message') = (chat_message_guid IS NOT NULL AND message IS NOT NULL))
);
CREATE INDEX chat_events_conversation ON chat_events (conversation_guid, event_id);
