// Support chat rules shared by the server and the SupportChat widget (spec 3 §2.4, §4.2).

/** The reply that ends a conversation (spec 3 §2.4: 'When the reply is "End Chat" the chat ends'). */
export const END_CHAT = 'End Chat';

/** The Role of the customer's own messages (spec 3 §3: "Role (Customer or another for the reply)"). */
export const CUSTOMER_ROLE = 'Customer';

/** Longest message a customer may send, in characters (designed: a chat line, not a document). */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

/** True when `message` is the "End Chat" reply (spaces and case as a shopper may type them). */
export function isEndChat(message: string): boolean {
  return message.trim().toLowerCase() === END_CHAT.toLowerCase();
}

/** The message as it is sent and stored (trimmed), or null when nothing is left to send or it is too long. */
export function normaliseChatMessage(message: string): string | null {
  const trimmed = message.trim();
  if (trimmed === '' || trimmed.length > CHAT_MESSAGE_MAX_LENGTH) return null;
  return trimmed;
}

/**
 * How long to wait before reconnect attempt `attempt` (1, 2, 3 …): 1 s doubling to at most 30 s (designed: quick
 * after a blip, gentle on a server that is restarting). `jitter` in [0, 1) spreads clients by up to a quarter.
 */
export function reconnectDelayMilliseconds(attempt: number, jitter = 0): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (1 + jitter / 4));
}
