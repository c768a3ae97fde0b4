// E-mail behind an interface (issue 5 item 6). The sandbox writes each message to the email_outbox table instead
// of sending it, like a provider's test mode: addresses are checked, a message id is returned, and an outage can
// be simulated with failNext. The outbox is in the database so a developer can read what would have been sent.
import { randomUUID } from 'node:crypto';
import { isValidEmail } from '@rigkit/domain/validation';
import type { Db } from '../db/openDatabase.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the e-mail is about, e.g. "appointment-confirmation" (for the outbox reader). */
  kind: string;
}

export interface EmailSender {
  send(message: EmailMessage, now: Date): Promise<{ messageId: string }>;
}

export interface SentEmail extends EmailMessage {
  messageId: string;
  sentAt: Date;
}

export interface SandboxEmail extends EmailSender {
  /** Every message sent, oldest first. */
  outbox(): Promise<SentEmail[]>;
  /** Makes the next sends fail, as a provider outage would. */
  failNext(count: number): void;
}

export function createSandboxEmail(db: Db): SandboxEmail {
  let failures = 0;
  return {
    failNext(count) {
      failures = count;
    },
    async send(message, now) {
      if (!isValidEmail(message.to)) throw new Error(`Cannot send an e-mail to ${message.to}: not an e-mail address.`);
      if (failures > 0) {
        failures -= 1;
        throw new Error('The e-mail provider is unavailable.');
      }
      const messageId = randomUUID();
      await db
        .insertInto('email_outbox')
        .values({ message_id: messageId, to_address: message.to, subject: message.subject, text_body: message.text, kind: message.kind, created_at: now })
        .execute();
      return { messageId };
    },
    async outbox() {
      const rows = await db.selectFrom('email_outbox').selectAll().orderBy('email_id').execute();
      return rows.map((row) => ({ messageId: row.message_id, to: row.to_address, subject: row.subject, text: row.text_body, kind: row.kind, sentAt: row.created_at }));
    },
  };
}
