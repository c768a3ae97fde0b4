// The realtime "message" events of a chat (spec 3 §4.2: 'Messages arrive as realtime "message" events including
// typing start and end markers'). The reference server sends them as Server-Sent Events named "message" whose data is
// one ChatEvent in JSON; any production transport hands the widget the same shape.

export interface ChatMessageData {
  ChatMessageGuid: string;
  Role: string;
  Message: string;
  CreatedDateTime: string;
  Choices?: string[];
}

export type ChatEvent =
  | { Type: 'Message'; ChatMessage: ChatMessageData }
  | { Type: 'TypingStart'; Role: string }
  | { Type: 'TypingEnd'; Role: string }
  /** The conversation has ended (after "End Chat"): nothing more will arrive. */
  | { Type: 'Ended' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function parseMessage(value: unknown): ChatMessageData | null {
  if (!isRecord(value)) return null;
  const { ChatMessageGuid, Role, Message, CreatedDateTime, Choices } = value;
  if (typeof ChatMessageGuid !== 'string' || typeof Role !== 'string' || typeof Message !== 'string' || typeof CreatedDateTime !== 'string') return null;
  const choices = Array.isArray(Choices) ? Choices.filter((choice): choice is string => typeof choice === 'string') : [];
  return { ChatMessageGuid, Role, Message, CreatedDateTime, Choices: choices };
}

/** The event in an SSE data line, or null for anything this version does not understand (ignored, not fatal). */
export function parseChatEvent(data: string): ChatEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  switch (value['Type']) {
    case 'Message': {
      const message = parseMessage(value['ChatMessage']);
      return message ? { Type: 'Message', ChatMessage: message } : null;
    }
    case 'TypingStart':
    case 'TypingEnd':
      return typeof value['Role'] === 'string' ? { Type: value['Type'], Role: value['Role'] } : null;
    case 'Ended':
      return { Type: 'Ended' };
    default:
      return null;
  }
}
