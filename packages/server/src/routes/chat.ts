// Customer-support chat (spec 3 §2.4, §4.2, §7; issue 18 item 8): the two contract calls and the event stream.
import type { Hono } from 'hono';
import { createChatConnection, sendMessageToChat } from '../chat/conversations.ts';
import { registerChatEventStream } from '../chat/eventStream.ts';
import type { Register } from '../http/operation.ts';
import type { Services } from '../http/services.ts';

export function registerChatRoutes(register: Register, app: Hono, services: Services): void {
  register('POST', '/createChatConnection', createChatConnection);
  register('POST', '/sendMessageToChat', sendMessageToChat);
  registerChatEventStream(app, services);
}
