/**
 * Where a conversation's event stream is served: the ClientEndpoint of createChatConnection (under /api). `after` is
 * the last event the connection's ChatMessages already hold, so the stream starts past them instead of replaying
 * them (issue 18, Performance: a long history was drawn, then read and discarded a second time from the stream).
 */
export const chatEventsPath = (conversationGuid: string, after?: number): string => `/api/chatEvents/${conversationGuid}${after !== undefined && after > 0 ? `?after=${after}` : ''}`;
