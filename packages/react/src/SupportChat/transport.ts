// The realtime connection of a chat, behind one interface so a deployment can swap it (issue 18 item 8): the
// reference server's Server-Sent Events (createEventStreamTransport) by default, or a production chat service's
// WebSocket hub. The widget only needs events in the shared ChatEvent shape and to know when the line drops.
import { parseChatEvent, type ChatEvent } from '@rigkit/domain/chat';

export interface ChatConnectionDetails {
  /** Where the events come from (createChatConnection's ClientEndpoint). */
  ClientEndpoint: string;
  AccessToken: string;
  ConversationGuid: string;
}

export interface ChatTransportHandlers {
  /** The connection is open: the widget shows Connected. */
  onOpen(): void;
  /** One realtime "message" event, with its id for resuming. */
  onEvent(event: ChatEvent, id: string | undefined): void;
  /** The connection closed or could not open; the widget shows Disconnected and reconnects. */
  onClose(): void;
}

export interface ChatTransport {
  /**
   * Opens the connection; `lastEventId` asks for only what came after it. Returns a function that closes it (after
   * which no handler is called).
   */
  connect(connection: ChatConnectionDetails, lastEventId: string | undefined, handlers: ChatTransportHandlers): () => void;
}

export interface EventStreamTransportOptions {
  /** The fetch to use. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Resolves a relative ClientEndpoint. @default the page's origin */
  baseUrl?: string;
}

/**
 * Server-Sent Events read with fetch (not EventSource, which cannot send the AccessToken as a header): Authorization
 * Bearer, Last-Event-ID on reconnect, "message" events parsed into ChatEvents.
 */
export function createEventStreamTransport(options: EventStreamTransportOptions = {}): ChatTransport {
  return {
    connect(connection, lastEventId, handlers) {
      const controller = new AbortController();
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        handlers.onClose();
      };
      const run = async () => {
        const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
        const base = options.baseUrl ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin);
        const headers: Record<string, string> = { authorization: `Bearer ${connection.AccessToken}`, accept: 'text/event-stream' };
        if (lastEventId) headers['last-event-id'] = lastEventId;
        const response = await fetchImpl(new URL(connection.ClientEndpoint, base).toString(), { headers, signal: controller.signal, cache: 'no-store' });
        if (!response.ok || !response.body) throw new Error(`chat stream answered ${response.status}`);
        handlers.onOpen();
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value.replaceAll('\r\n', '\n');
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            dispatch(block, handlers);
            end = buffer.indexOf('\n\n');
          }
        }
      };
      run().then(close, close);
      return () => {
        closed = true;
        controller.abort();
      };
    },
  };
}

function dispatch(block: string, handlers: ChatTransportHandlers) {
  let eventName = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') eventName = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  if (eventName !== 'message' || data.length === 0) return;
  const event = parseChatEvent(data.join('\n'));
  if (event) handlers.onEvent(event, id);
}
