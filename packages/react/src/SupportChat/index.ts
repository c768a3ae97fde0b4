export { SupportChat } from './SupportChat.tsx';
export type { SupportChatComponentProps } from './SupportChat.tsx';
export { useSupportChat } from './useSupportChat.ts';
export type { SupportChatAria, SupportChatConnection, SupportChatContact, SupportChatProps, SupportChatState } from './useSupportChat.ts';
export { createEventStreamTransport } from './transport.ts';
export type { ChatConnectionDetails, ChatTransport, ChatTransportHandlers, EventStreamTransportOptions } from './transport.ts';
export { supportChatMessages } from './messages.ts';
