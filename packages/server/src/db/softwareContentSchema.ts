// Kysely's view of the tables in migrations/0005_software_content.sql: games and their requirements, knowledge
// bases, consultation slots and bookings, and what the contact calls store (including the e-mail sandbox outbox).
import type { RequirementName, RequirementTier } from '@rigkit/domain/software';
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type { RequirementName, RequirementTier } from '@rigkit/domain/software';

export interface SoftwareTable {
  software_id: number;
  software_name: string;
  sort_order: number;
  release_date: string | null;
  rating: number | null;
  summary: string | null;
  storyline: string | null;
  youtube_video_ids: Json<string[]>;
  webpage_id: number | null;
  screenshot_count: number;
  colour: string;
}

export interface SoftwareRequirementsTable {
  software_id: number;
  requirement_name: RequirementName;
  tier: RequirementTier;
  required_part: string;
}

export interface KnowledgebasesTable {
  knowledgebase_id: number;
  knowledgebase_name: string;
  header_html_text: string | null;
  footer_html_text: string | null;
}

export interface KnowledgebaseItemsTable {
  knowledgebase_item_id: number;
  knowledgebase_id: number;
  knowledgebase_group_id: number;
  sort_order: number;
  question_html_text: string;
  answer_html_text: string;
  last_updated_at: Timestamp;
}

export interface AppointmentSlotsTable {
  appointment_slot_guid: string;
  slot_key: string;
  store_id: number;
  start_time: Timestamp;
  duration: number;
}

export interface AppointmentsTable {
  appointment_guid: string;
  appointment_slot_guid: string;
  customer_session_guid: string;
  customer_id: number | null;
  first_name: string;
  last_name: string;
  email_address: string;
  mobile_number: string;
  consultation_type: 'Phone' | 'Chat' | 'Video Call';
  duration: number;
  created_at: CreatedAt;
}

export interface ContactMessagesTable {
  contact_message_id: Generated<number>;
  customer_session_guid: string;
  store_name: string | null;
  recipient: string;
  customer_name: string;
  customer_email: string;
  customer_subject: string | null;
  customer_message: string;
  brand: string | null;
  created_at: CreatedAt;
}

export interface MailingListSubscribersTable {
  email_address: string;
  tag_name: string;
  customer_name: string | null;
  created_at: CreatedAt;
}

export interface CustomerNotificationsTable {
  notification_id: Generated<number>;
  notification_type: 'FreeStock' | 'KnowledgebaseGroup';
  inventory_item_id: number | null;
  inventory_warehouse_id: number | null;
  customer_session_guid: string;
  email_address: string;
  mobile: string | null;
  created_at: CreatedAt;
}

export interface EmailOutboxTable {
  email_id: Generated<number>;
  message_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  kind: string;
  created_at: CreatedAt;
}

export interface SoftwareContentTables {
  software: SoftwareTable;
  software_requirements: SoftwareRequirementsTable;
  knowledgebases: KnowledgebasesTable;
  knowledgebase_items: KnowledgebaseItemsTable;
  appointment_slots: AppointmentSlotsTable;
  appointments: AppointmentsTable;
  contact_messages: ContactMessagesTable;
  mailing_list_subscribers: MailingListSubscribersTable;
  customer_notifications: CustomerNotificationsTable;
  email_outbox: EmailOutboxTable;
}
