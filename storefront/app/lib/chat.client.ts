// The support chat's calls from the browser (spec 3 §7 Chat): createChatConnection and sendMessageToChat through the
// typed client; the realtime events come from the widget's default transport (Server-Sent Events at ClientEndpoint,
// same origin, so the storefront's /api mount serves them). A failed call rejects, which the widget shows.
import type { SupportChatContact, SupportChatConnection } from '@rigkit/react/SupportChat';
import { browserApi } from './api.client.ts';

export async function openChat(contact: SupportChatContact): Promise<SupportChatConnection> {
  const { data } = await browserApi().POST('/createChatConnection', { body: contact });
  if (!data.success || !data.data) throw new Error(data.errors?.[0]?.ErrorText ?? 'createChatConnection failed');
  return data.data;
}

export async function sendChatMessage(message: string, conversationGuid: string) {
  const { data } = await browserApi().POST('/sendMessageToChat', { body: { Message: message, ConversationGuid: conversationGuid } });
  if (!data.success || !data.data) throw new Error(data.errors?.[0]?.ErrorText ?? 'sendMessageToChat failed');
  return data.data;
}
