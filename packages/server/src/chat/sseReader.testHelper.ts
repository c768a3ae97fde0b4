// Reads Server-Sent Events from a fetch Response for the chat tests: collects "message" events until `until` says
// enough, then cancels the stream.
import { parseChatEvent, type ChatEvent } from '@rigkit/domain/chat';

export interface ReceivedEvent {
  id: string;
  event: ChatEvent;
}

export async function readChatEvents(response: Response, until: (events: ReceivedEvent[]) => boolean): Promise<ReceivedEvent[]> {
  if (!response.body) throw new Error('no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: ReceivedEvent[] = [];
  let buffer = '';
  try {
    while (!until(events)) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = new Map<string, string>();
        for (const line of block.split('\n')) {
          const colon = line.indexOf(':');
          if (colon <= 0) continue;
          fields.set(line.slice(0, colon), line.slice(colon + 1).replace(/^ /, ''));
        }
        const data = fields.get('data');
        const event = data === undefined ? null : parseChatEvent(data);
        if (event && fields.get('event') === 'message') events.push({ id: fields.get('id') ?? '', event });
        end = buffer.indexOf('\n\n');
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return events;
}

export const messagesOf = (events: ReceivedEvent[]) => events.flatMap((received) => (received.event.Type === 'Message' ? [received.event.ChatMessage] : []));
