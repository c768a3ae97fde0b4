// Tables of 0028_support_chat.sql.
import type { ColumnType, Generated } from 'kysely';

export interface ChatConversationsTable {
  conversation_guid: string;
  customer_session_guid: string;
  customer_id: number | null;
  name: string;
  email_address: string;
  access_token_hash: string;
  agent_state: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date, Date>;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type ChatEventKind = 'message' | 'typing-start' | 'typing-end' | 'ended';

export interface ChatEventsTable {
  event_id: Generated<number>;
  conversation_guid: string;
  kind: ChatEventKind;
  chat_message_guid: string | null;
  role: string;
  message: string | null;
  choices: ColumnType<string[], string | undefined, string>;
  created_at: ColumnType<Date, Date, Date>;
}

export interface ChatTables {
  chat_conversations: ChatConversationsTable;
  chat_events: ChatEventsTable;
}
