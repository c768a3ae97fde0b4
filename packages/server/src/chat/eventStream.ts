// The realtime half of the chat (spec 3 §4.2): GET /api/chatEvents/{conversationGuid} answers Server-Sent Events
// named "message", one per chat_events row, each with its event_id as the SSE id. The AccessToken of
// createChatConnection is the credential (Authorization: Bearer); a wrong token or an unknown conversation are the
// same 404. The ClientEndpoint's ?after= skips the history createChatConnection already answered, and a reconnecting
// client sends Last-Event-ID: either way it gets only what it has not seen, whichever process serves it.
// New rows are found by LISTEN on the database (db/notifications.ts), with a slow re-read as a safety net.
import type { ChatEvent } from '@rigkit/domain/chat';
import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { listenerOf } from '../db/notifications.ts';
import { failureEnvelope, jsonAnswer } from '../http/envelope.ts';
import type { Services } from '../http/services.ts';
import { hashAuthKey } from '../identity/authKey.ts';
import { chatChannel, chatErrors, toChatMessage } from './conversations.ts';

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const bearerPattern = /^Bearer ([A-Za-z0-9_-]{20,100})$/;
/** Re-read interval when a notification may have been missed (listener down) and the keep-alive comment period. */
const safetyNetMilliseconds = 15_000;
/** Without a listener (a Db not opened by openDatabase) the table is polled this often. */
const pollMilliseconds = 1000;
const batchSize = 500;

type EventRow = { event_id: number; kind: string; role: string; chat_message_guid: string | null; message: string | null; choices: string[]; created_at: Date };

/** An event id sent by the client, or 0 for none or nonsense (which replays from the start, as before). */
function cursor(value: string | undefined): number {
  const id = Number(value ?? '0');
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

function toEvent(row: EventRow): ChatEvent {
  switch (row.kind) {
    case 'typing-start':
      return { Type: 'TypingStart', Role: row.role };
    case 'typing-end':
      return { Type: 'TypingEnd', Role: row.role };
    case 'ended':
      return { Type: 'Ended' };
    default:
      return { Type: 'Message', ChatMessage: toChatMessage(row) };
  }
}

export function registerChatEventStream(app: Hono, services: Services): void {
  app.get('/chatEvents/:conversationGuid', async (c: Context) => {
    const notFound = () => jsonAnswer(c, failureEnvelope([chatErrors.notFound]), 404);
    const conversationGuid = (c.req.param('conversationGuid') ?? '').toLowerCase();
    const token = bearerPattern.exec(c.req.header('authorization') ?? '')?.[1];
    if (!guidPattern.test(conversationGuid) || !token) return notFound();
    const conversation = await services.db
      .selectFrom('chat_conversations')
      .select('conversation_guid')
      .where('conversation_guid', '=', conversationGuid)
      .where('access_token_hash', '=', hashAuthKey(token))
      .executeTakeFirst();
    if (!conversation) return notFound();
    // Where to start: past the connection's own history (?after=, in the ClientEndpoint), or past what this client
    // has read from the stream (Last-Event-ID on a reconnect), whichever is later; event ids only grow.
    let lastId = Math.max(cursor(c.req.query('after')), cursor(c.req.header('last-event-id')));
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      // A wake-up that arrives while the table is being read is kept (dirty) so the next wait returns at once.
      let dirty: boolean;
      let wake: (() => void) | undefined;
      const onNotify = (payload: string) => {
        if (payload !== conversationGuid) return;
        dirty = true;
        wake?.();
      };
      const listener = listenerOf(services.db);
      const unlisten = listener ? await listener.listen(chatChannel, onNotify).catch(() => undefined) : undefined;
      stream.onAbort(() => wake?.());
      try {
        await stream.write(': connected\n\n');
        let ended = false;
        while (!stream.aborted && !ended) {
          dirty = false;
          const rows = await services.db
            .selectFrom('chat_events')
            .select(['event_id', 'kind', 'role', 'chat_message_guid', 'message', 'choices', 'created_at'])
            .where('conversation_guid', '=', conversationGuid)
            .where('event_id', '>', lastId)
            .orderBy('event_id')
            .limit(batchSize)
            .execute();
          for (const row of rows) {
            await stream.writeSSE({ event: 'message', id: String(row.event_id), data: JSON.stringify(toEvent(row)) });
            lastId = row.event_id;
            if (row.kind === 'ended') ended = true;
          }
          if (ended || rows.length === batchSize || dirty) continue;
          const waited = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), unlisten ? safetyNetMilliseconds : pollMilliseconds);
            wake = () => {
              clearTimeout(timer);
              resolve(true);
            };
          });
          wake = undefined;
          if (!waited && !stream.aborted) await stream.write(': keep-alive\n\n');
        }
      } finally {
        await unlisten?.().catch(() => undefined);
      }
    });
  });
}
