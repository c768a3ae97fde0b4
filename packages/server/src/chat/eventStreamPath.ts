/** Where a conversation's event stream is served: the ClientEndpoint of createChatConnection (under /api). */
export const chatEventsPath = (conversationGuid: string): string => `/api/chatEvents/${conversationGuid}`;
