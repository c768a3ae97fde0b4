// A transport the tests and stories drive by hand: open, push events, drop the line. Not exported from the package.
import type { ChatEvent, ChatMessageData } from '@rigkit/domain/chat';
import type { ChatTransport, ChatTransportHandlers } from './transport.ts';
import type { SupportChatConnection } from './useSupportChat.ts';

export interface FakeChatTransport extends ChatTransport {
  /** Every connect call, with the Last-Event-ID it asked to resume after. */
  readonly connects: (string | undefined)[];
  open(): void;
  push(event: ChatEvent, id?: string): void;
  drop(): void;
}

export function createFakeTransport(options: { openAtOnce?: boolean } = {}): FakeChatTransport {
  let handlers: ChatTransportHandlers | undefined;
  const connects: (string | undefined)[] = [];
  return {
    connects,
    connect(_connection, lastEventId, next) {
      connects.push(lastEventId);
      handlers = next;
      if (options.openAtOnce) queueMicrotask(() => next.onOpen());
      return () => {
        if (handlers === next) handlers = undefined;
      };
    },
    open: () => handlers?.onOpen(),
    push: (event, id) => handlers?.onEvent(event, id),
    drop: () => {
      const current = handlers;
      handlers = undefined;
      current?.onClose();
    },
  };
}

let sequence = 0;
export function chatMessage(Role: string, Message: string, Choices: string[] = []): ChatMessageData {
  sequence += 1;
  return { ChatMessageGuid: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`, Role, Message, CreatedDateTime: '2026-11-22T05:00:00.000Z', Choices };
}

export const menuChoices = ['Order status', 'Technical support', 'Returns and warranty', 'Talk to a person', 'End Chat'];

export function connectionWith(messages: ChatMessageData[]): SupportChatConnection {
  return { ClientEndpoint: '/api/chatEvents/9d1f3b5c-7e9a-4c2d-8f1b-3d5f7a9c1e4b', AccessToken: 'token', ConversationGuid: '9d1f3b5c-7e9a-4c2d-8f1b-3d5f7a9c1e4b', ChatMessages: messages };
}
