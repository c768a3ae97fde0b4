// Support chat on the reference server (spec 3 §2.4, §4.2, §7; issue 18 item 8): the scripted agent's menu through
// to "End Chat", typing markers, resuming after Last-Event-ID, the limits, another session's chat as the same 404,
// and (on PostgreSQL) the chat's two ends served by two server processes.
import { END_CHAT } from '@rigkit/domain/chat';
import type { Hono } from 'hono';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/openDatabase.ts';
import { createApp } from '../http/app.ts';
import { ensureSession } from '../identity/sessions.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { postgresUrl } from '../testing/testDatabase.ts';
import { agentChoices, agentTexts } from './agent.ts';
import { chatErrors } from './conversations.ts';
import { messagesOf, readChatEvents } from './sseReader.testHelper.ts';

let t: TestApp;
let app: Hono;

beforeAll(async () => {
  t = await createTestApp({ items: 100 });
  // The agent answers at once here; the stream is still what delivers its answer.
  app = createApp({ db: t.database.db, now: () => t.clock.now, chatAgentDelayMilliseconds: 0 });
}, 120_000);
afterAll(() => t.close());

async function post(path: string, session: string, body: unknown, onApp: Hono = app) {
  await ensureSession(t.database.db, session);
  const response = await onApp.request(`/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', CustomerSessionGuid: session }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { success: boolean; errors: { ErrorText: string }[]; data: Record<string, unknown> } };
}

interface Connection {
  ClientEndpoint: string;
  AccessToken: string;
  ConversationGuid: string;
  ChatMessages: { Message: string; Choices: string[]; Role: string }[];
}

async function open(session: string, name = 'Mia Nguyen') {
  const answer = await post('/createChatConnection', session, { Name: name, EmailAddress: 'mia.nguyen@example.com.au' });
  expect(answer.status).toBe(200);
  return answer.body.data as unknown as Connection;
}

const stream = async (connection: Connection, headers: Record<string, string> = {}, onApp: Hono = app): Promise<Response> =>
  onApp.request(connection.ClientEndpoint, { headers: { authorization: `Bearer ${connection.AccessToken}`, ...headers } });

describe('createChatConnection and the event stream', () => {
  it('greets the customer by first name with the menu of Choices, ending in End Chat', async () => {
    const connection = await open(randomUUID());
    // The stream starts past the greeting the connection already answered (?after= its event id).
    expect(connection.ClientEndpoint).toMatch(new RegExp(`^/api/chatEvents/${connection.ConversationGuid}\\?after=\\d+$`));
    expect(connection.ChatMessages).toHaveLength(1);
    expect(connection.ChatMessages[0]).toMatchObject({ Role: 'Assistant', Message: 'Hi Mia, how can we help today?' });
    expect(connection.ChatMessages[0]?.Choices).toEqual([agentChoices.orderStatus, agentChoices.technicalSupport, agentChoices.returns, agentChoices.person, END_CHAT]);
  });

  it('answers a choice with typing start, the reply and typing end, then ends the chat on "End Chat"', async () => {
    const session = randomUUID();
    const connection = await open(session);
    const sent = await post('/sendMessageToChat', session, { ConversationGuid: connection.ConversationGuid, Message: agentChoices.technicalSupport });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ Role: 'Customer', Message: 'Technical support' });
    const first = await readChatEvents(await stream(connection), (events) => events.some((received) => received.event.Type === 'TypingEnd'));
    expect(first.map((received) => received.event.Type)).toEqual(['Message', 'TypingStart', 'Message', 'TypingEnd']);
    expect(messagesOf(first).map((message) => message.Message)).toEqual(['Technical support', agentTexts.technicalSupport]);

    // Reconnecting with Last-Event-ID gets only what was missed.
    const lastId = first.at(-1)?.id ?? '';
    expect((await post('/sendMessageToChat', session, { ConversationGuid: connection.ConversationGuid, Message: agentChoices.person })).status).toBe(200);
    const second = await readChatEvents(await stream(connection, { 'last-event-id': lastId }), (events) => events.some((received) => received.event.Type === 'TypingEnd'));
    expect(messagesOf(second).map((message) => message.Message)).toEqual(['Talk to a person', agentTexts.handOver]);
    expect(messagesOf(second)[1]?.Choices).toEqual([]);

    expect((await post('/sendMessageToChat', session, { ConversationGuid: connection.ConversationGuid, Message: END_CHAT })).status).toBe(200);
    const last = await readChatEvents(await stream(connection, { 'last-event-id': second.at(-1)?.id ?? '' }), (events) => events.some((received) => received.event.Type === 'Ended'));
    expect(messagesOf(last).map((message) => message.Message)).toEqual(['End Chat', agentTexts.ended]);
    expect(last.at(-1)?.event.Type).toBe('Ended');

    const afterEnd = await post('/sendMessageToChat', session, { ConversationGuid: connection.ConversationGuid, Message: 'Hello?' });
    expect(afterEnd.status).toBe(409);
    expect(afterEnd.body.errors[0]?.ErrorText).toBe(chatErrors.ended);
  });

  it('never replays the history the connection answered: the stream starts after it, and after Last-Event-ID when that is later', async () => {
    const session = randomUUID();
    const connection = await open(session);
    expect((await post('/sendMessageToChat', session, { ConversationGuid: connection.ConversationGuid, Message: agentChoices.returns })).status).toBe(200);
    const fromEndpoint = await readChatEvents(await stream(connection), (events) => events.some((received) => received.event.Type === 'TypingEnd'));
    // The greeting came with the connection, so the stream brings only what followed it.
    expect(messagesOf(fromEndpoint).map((message) => message.Message)).toEqual(['Returns and warranty', agentTexts.returns]);
    // Without the cursor (an older client), the whole conversation, as before.
    const whole = await readChatEvents(await stream({ ...connection, ClientEndpoint: `/api/chatEvents/${connection.ConversationGuid}` }), (events) => events.some((received) => received.event.Type === 'TypingEnd'));
    expect(messagesOf(whole).map((message) => message.Message)).toEqual(['Hi Mia, how can we help today?', 'Returns and warranty', agentTexts.returns]);
    // A reconnect past the cursor: Last-Event-ID, the later of the two, wins; nonsense in either is ignored.
    const lastReply = fromEndpoint.find((received) => received.event.Type === 'Message' && received.event.ChatMessage.Message === agentTexts.returns)?.id ?? '';
    expect((await post('/sendMessageToChat', session, { ConversationGuid: connection.ConversationGuid, Message: agentChoices.person })).status).toBe(200);
    const resumed = await readChatEvents(await stream(connection, { 'last-event-id': lastReply }), (events) => messagesOf(events).some((message) => message.Message === agentTexts.handOver));
    expect(messagesOf(resumed).map((message) => message.Message)).toEqual(['Talk to a person', agentTexts.handOver]);
    const nonsense = await readChatEvents(await stream({ ...connection, ClientEndpoint: `/api/chatEvents/${connection.ConversationGuid}?after=-5` }, { 'last-event-id': 'x' }), (events) => messagesOf(events).length >= 5);
    expect(messagesOf(nonsense)[0]?.Message).toBe('Hi Mia, how can we help today?');
  });

  it('refuses an empty message with the reason and stores nothing', async () => {
    const session = randomUUID();
    const connection = await open(session);
    const answer = await post('/sendMessageToChat', session, { ConversationGuid: connection.ConversationGuid, Message: '   ' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0]?.ErrorText).toBe(chatErrors.emptyMessage);
    const events = await t.database.db.selectFrom('chat_events').select('event_id').where('conversation_guid', '=', connection.ConversationGuid).execute();
    expect(events).toHaveLength(1);
  });

  it('limits sends to 20 a minute per conversation with a 429 and Retry-After', async () => {
    const session = randomUUID();
    const connection = await open(session);
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      statuses.push((await post('/sendMessageToChat', session, { ConversationGuid: connection.ConversationGuid, Message: `Question ${index}` })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('another session\'s chat (an indistinguishable 404)', () => {
  it('answers sendMessageToChat for another session\'s conversation exactly as for an unknown one', async () => {
    const connection = await open(randomUUID());
    const stranger = randomUUID();
    const other = await post('/sendMessageToChat', stranger, { ConversationGuid: connection.ConversationGuid, Message: 'Hi' });
    const unknown = await post('/sendMessageToChat', stranger, { ConversationGuid: randomUUID(), Message: 'Hi' });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(unknown.body);
    expect(other.body.errors[0]?.ErrorText).toBe('Chat was not found');
  });

  it('answers the event stream with a wrong token exactly as for an unknown conversation', async () => {
    const connection = await open(randomUUID());
    const wrongToken = await stream({ ...connection, AccessToken: randomBytes(32).toString('base64url') });
    const unknown = await stream({ ...connection, ClientEndpoint: `/api/chatEvents/${randomUUID()}` });
    const noToken = await app.request(connection.ClientEndpoint);
    expect([wrongToken.status, unknown.status, noToken.status]).toEqual([404, 404, 404]);
    const bodies = await Promise.all([wrongToken.text(), unknown.text(), noToken.text()]);
    expect(new Set(bodies).size).toBe(1);
  });
});

describe('fan-out through the database', () => {
  it('delivers a message sent through one app instance to a stream served by another on the same database', async () => {
    const other = createApp({ db: t.database.db, now: () => t.clock.now, chatAgentDelayMilliseconds: 0 });
    const session = randomUUID();
    const connection = await open(session);
    const events = Promise.resolve(stream(connection, {}, other)).then((response) => readChatEvents(response, (received) => messagesOf(received).length >= 2));
    expect((await post('/sendMessageToChat', session, { ConversationGuid: connection.ConversationGuid, Message: agentChoices.orderStatus })).status).toBe(200);
    // The greeting came with the connection; the other instance's stream brings what followed it.
    expect(messagesOf(await events).map((message) => message.Message)).toEqual(['Order status', agentTexts.orderStatus]);
  });
});

// Two server processes, each with its own PostgreSQL pool and LISTEN connection, on one schema: the customer's
// stream is served by one, the messages are posted to the other.
describe.runIf(postgresUrl)('two server processes on one PostgreSQL database', () => {
  const schema = `chat_${randomBytes(6).toString('hex')}`;
  const children: ChildProcess[] = [];

  function startProcess(): Promise<string> {
    const child = spawn(process.execPath, [fileURLToPath(new URL('../testing/chatServerProcess.ts', import.meta.url)), schema], {
      env: { ...process.env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
    });
  }

  afterAll(async () => {
    await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode === null ? (child.once('exit', resolve), child.kill('SIGTERM')) : resolve(null)))));
    const database = await openDatabase({ databaseUrl: postgresUrl, schema });
    await database.engine.transaction((runner) => runner.exec(`DROP SCHEMA ${schema} CASCADE`));
    await database.close();
  });

  it('delivers the customer\'s message and the agent\'s reply posted to process A on the stream of process B', async () => {
    // Seeded once here, so the two processes do not both seed an empty schema.
    const database = await openDatabase({ databaseUrl: postgresUrl, schema });
    await seedIfEmpty(database.db, { items: 100 });
    await database.close();
    const [first, second] = await Promise.all([startProcess(), startProcess()]);
    let session: string = randomUUID();
    const postTo = async (path: string, body: unknown) => {
      const response = await fetch(`${first}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', CustomerSessionGuid: session }, body: JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as { data: unknown }, minted: response.headers.get('CustomerSessionGuid') };
    };
    // A visitor's first call: process A mints the session (the server adopts only GUIDs it minted) and answers it.
    const opened = await postTo('/createChatConnection', { Name: 'Mia Nguyen', EmailAddress: 'mia.nguyen@example.com.au' });
    expect(opened.status).toBe(200);
    session = opened.minted ?? '';
    expect(session).toMatch(/^[0-9a-f-]{36}$/);
    const connection = opened.body.data as Connection;
    const response = await fetch(`${second}${connection.ClientEndpoint}`, { headers: { authorization: `Bearer ${connection.AccessToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = readChatEvents(response, (received) => messagesOf(received).length >= 2);
    expect((await postTo('/sendMessageToChat', { ConversationGuid: connection.ConversationGuid, Message: agentChoices.returns })).status).toBe(200);
    // The greeting came with the connection (process A); process B's stream brings what followed it.
    expect(messagesOf(await events).map((message) => message.Message)).toEqual(['Returns and warranty', agentTexts.returns]);
  }, 120_000);
});
