// createChatConnection and sendMessageToChat (spec 3 §2.4, §4.2, §7; issue 18 item 8). A conversation belongs to
// the session that opened it, and to its customer when one was logged in; anyone else's conversation is the same 404
// as an unknown one. Every event is a row of chat_events, NOTIFYed on commit, so the stream serving the customer may
// run in another process than the one that stored the message.
import { CHAT_MESSAGE_MAX_LENGTH, CUSTOMER_ROLE, isEndChat, normaliseChatMessage } from '@rigkit/domain/chat';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { DatabaseTables } from '../db/schema.ts';
import type { ChatEventKind } from '../db/chatSchema.ts';
import type { Db } from '../db/openDatabase.ts';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext, RequestContext } from '../http/operation.ts';
import { hashAuthKey } from '../identity/authKey.ts';
import { ensureSession } from '../identity/sessions.ts';
import { AGENT_ROLE, agentGreeting, agentReply, agentTexts, type AgentState } from './agent.ts';
import { chatLimits } from './chatServices.ts';
import { chatEventsPath } from './eventStreamPath.ts';

export const chatChannel = 'rigkit_chat';

export const chatErrors = {
  notFound: 'Chat was not found',
  ended: 'This chat has ended. Start a new chat to keep talking to us.',
  emptyMessage: 'Type a message to send',
  tooLong: (maximum: number) => `A message can be at most ${maximum} characters`,
  tooManyMessages: 'Too many messages. Please wait a minute and try again.',
  tooManyChats: 'Too many chats started. Please wait and try again later.',
} as const;

type Executor = Db | Transaction<DatabaseTables>;

interface NewEvent {
  kind: ChatEventKind;
  role: string;
  message?: string;
  choices?: string[];
}

/** Stores events in order and wakes every stream of the conversation, in every process, when `trx` commits. */
async function appendEvents(trx: Executor, conversationGuid: string, events: NewEvent[], now: Date) {
  const rows = await trx
    .insertInto('chat_events')
    .values(
      events.map((event) => ({
        conversation_guid: conversationGuid,
        kind: event.kind,
        role: event.role,
        chat_message_guid: event.kind === 'message' ? randomUUID() : null,
        message: event.message ?? null,
        choices: JSON.stringify(event.choices ?? []),
        created_at: now,
      })),
    )
    .returningAll()
    .execute();
  await sql`SELECT pg_notify(${chatChannel}, ${conversationGuid})`.execute(trx);
  return rows;
}

type EventRow = Awaited<ReturnType<typeof appendEvents>>[number];

export function toChatMessage(row: Pick<EventRow, 'chat_message_guid' | 'role' | 'message' | 'created_at' | 'choices'>) {
  return {
    ChatMessageGuid: row.chat_message_guid ?? '',
    Role: row.role,
    Message: row.message ?? '',
    CreatedDateTime: row.created_at.toISOString(),
    Choices: row.choices,
  };
}

async function countAttempt(limiter: RequestContext['services']['chat']['sendLimiter'], key: string, now: Date, maximum: number, text: string, retrySeconds: number) {
  const attempt = await limiter.attempt(key, now);
  if (attempt.count > maximum) {
    await attempt.release();
    throw new ApiError(429, text, { 'Retry-After': String(retrySeconds) });
  }
}

export async function createChatConnection(context: OperationContext<'POST', '/createChatConnection'>) {
  const { body, services, identity, now } = context;
  const name = body.Name.trim();
  if (name === '') throw new ApiError(422, 'Name is required');
  await countAttempt(services.chat.openLimiter, `chat-open:${identity.sessionGuid}`, now, chatLimits.opens.maximumFailures, chatErrors.tooManyChats, 3600);
  // The conversation is owned by the session, so a visitor's first call stores it (and gets its cookie).
  await ensureSession(services.db, identity.sessionGuid);
  const conversationGuid = randomUUID();
  const accessToken = randomBytes(32).toString('base64url');
  const greeting = agentGreeting(name);
  const rows = await services.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('chat_conversations')
      .values({
        conversation_guid: conversationGuid,
        customer_session_guid: identity.sessionGuid,
        customer_id: identity.customer?.customer_id ?? null,
        name,
        email_address: body.EmailAddress.trim(),
        access_token_hash: hashAuthKey(accessToken),
        agent_state: greeting.state,
        created_at: now,
      })
      .execute();
    return appendEvents(trx, conversationGuid, [{ kind: 'message', role: AGENT_ROLE, message: greeting.message, choices: greeting.choices }], now);
  });
  return {
    ClientEndpoint: chatEventsPath(conversationGuid, Math.max(0, ...rows.map((row) => row.event_id))),
    AccessToken: accessToken,
    ConversationGuid: conversationGuid,
    ChatMessages: rows.map(toChatMessage),
  };
}

/** The caller's conversation (locked inside a transaction), or the 404 an unknown one gets. */
async function ownConversation(executor: Executor, context: RequestContext, conversationGuid: string, lock: boolean) {
  const query = executor.selectFrom('chat_conversations').selectAll().where('conversation_guid', '=', conversationGuid);
  const conversation = await (lock ? query.forUpdate() : query).executeTakeFirst();
  const { identity } = context;
  const ownSession = conversation?.customer_session_guid === identity.sessionGuid;
  const ownCustomer = conversation?.customer_id != null && conversation.customer_id === identity.customer?.customer_id;
  if (!conversation || !(ownSession || ownCustomer)) throw new ApiError(404, chatErrors.notFound);
  return conversation;
}

export async function sendMessageToChat(context: OperationContext<'POST', '/sendMessageToChat'>) {
  const { body, services, now } = context;
  const conversationGuid = body.ConversationGuid.toLowerCase();
  const message = normaliseChatMessage(body.Message);
  if (message === null) throw new ApiError(422, body.Message.trim() === '' ? chatErrors.emptyMessage : chatErrors.tooLong(CHAT_MESSAGE_MAX_LENGTH));
  // Ownership first, so guessing GUIDs never spends another conversation's allowance; then the limit, then the write.
  await ownConversation(services.db, context, conversationGuid, false);
  await countAttempt(services.chat.sendLimiter, `chat-send:${conversationGuid}`, now, chatLimits.sends.maximumFailures, chatErrors.tooManyMessages, 60);
  const { stored, state, ends } = await services.db.transaction().execute(async (trx) => {
    const conversation = await ownConversation(trx, context, conversationGuid, true);
    if (conversation.ended_at) throw new ApiError(409, chatErrors.ended);
    const endsChat = isEndChat(message);
    if (endsChat) await trx.updateTable('chat_conversations').set({ ended_at: now }).where('conversation_guid', '=', conversationGuid).execute();
    const rows = await appendEvents(
      trx,
      conversationGuid,
      [
        { kind: 'message', role: CUSTOMER_ROLE, message },
        { kind: 'typing-start', role: AGENT_ROLE },
      ],
      now,
    );
    return { stored: rows[0], state: conversation.agent_state as AgentState, ends: endsChat };
  });
  services.chat.background(() => answer(services.db, services.chat.agentDelayMilliseconds, conversationGuid, state, message, ends, services.now));
  if (!stored) throw new Error('the message was not stored');
  return toChatMessage(stored);
}

const pause = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** The agent "types" for a moment, then answers; after "End Chat" it says goodbye and ends the stream. */
async function answer(db: Db, delay: number, conversationGuid: string, state: AgentState, message: string, ends: boolean, now: () => Date) {
  if (delay > 0) await pause(delay);
  await db.transaction().execute(async (trx) => {
    if (ends) {
      await appendEvents(
        trx,
        conversationGuid,
        [
          { kind: 'message', role: AGENT_ROLE, message: agentTexts.ended },
          { kind: 'typing-end', role: AGENT_ROLE },
          { kind: 'ended', role: AGENT_ROLE },
        ],
        now(),
      );
      return;
    }
    const reply = agentReply(state, message);
    await trx.updateTable('chat_conversations').set({ agent_state: reply.state }).where('conversation_guid', '=', conversationGuid).execute();
    await appendEvents(
      trx,
      conversationGuid,
      [
        { kind: 'message', role: AGENT_ROLE, message: reply.message, choices: reply.choices },
        { kind: 'typing-end', role: AGENT_ROLE },
      ],
      now(),
    );
  });
}
