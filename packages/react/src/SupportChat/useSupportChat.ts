// Behaviour of the support chat (spec 3 §2.4, §4.2): start, the realtime connection with automatic reconnect,
// messages, typing, Choices, send, "End Chat" and Start New Chat. No fetch here: the caller passes onConnect
// (createChatConnection) and onSend (sendMessageToChat); the transport brings the realtime events.
import { CUSTOMER_ROLE, END_CHAT, normaliseChatMessage, reconnectDelayMilliseconds, type ChatEvent, type ChatMessageData } from '@rigkit/domain/chat';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { createEventStreamTransport, type ChatConnectionDetails, type ChatTransport } from './transport.ts';

export type SupportChatState = 'idle' | 'starting' | 'loading' | 'connected' | 'disconnected' | 'ended';

export interface SupportChatConnection extends ChatConnectionDetails {
  ChatMessages: ChatMessageData[];
}

export interface SupportChatContact {
  Name: string;
  EmailAddress: string;
}

export interface SupportChatProps {
  /** Opens a conversation (createChatConnection). */
  onConnect: (contact: SupportChatContact) => Promise<SupportChatConnection>;
  /** Sends the customer's message (sendMessageToChat); a rejection shows "Chat Send Message Error". */
  onSend: (message: string, conversationGuid: string) => Promise<ChatMessageData | undefined>;
  /** The realtime connection. @default Server-Sent Events from ClientEndpoint (createEventStreamTransport) */
  transport?: ChatTransport;
  /** The name filled in for a logged-in customer. @default '' */
  defaultName?: string;
  /** The email filled in for a logged-in customer. @default '' */
  defaultEmailAddress?: string;
  /**
   * Messages drawn when a conversation opens, and how many more each reveal of earlier ones draws (designed: enough
   * to fill the panel; a long history drawn whole costs a long task). @default 50
   */
  pageSize?: number;
  /** Random source for the reconnect jitter (tests pass a fixed one). @default Math.random */
  random?: () => number;
}

interface Conversation {
  connection: SupportChatConnection;
  messages: ChatMessageData[];
  known: Set<string>;
  /** Index of the oldest message drawn: the ones before it wait for "Show earlier messages" or a scroll up. */
  firstDrawn: number;
}

type Action =
  | { type: 'open'; connection: SupportChatConnection; pageSize: number }
  | { type: 'messages'; messages: ChatMessageData[]; pageSize: number }
  | { type: 'showEarlier'; pageSize: number }
  | { type: 'reset' };

function conversationReducer(state: Conversation | null, action: Action): Conversation | null {
  switch (action.type) {
    case 'reset':
      return null;
    case 'open': {
      const known = new Set(action.connection.ChatMessages.map((message) => message.ChatMessageGuid));
      const messages = action.connection.ChatMessages;
      return { connection: action.connection, messages, known, firstDrawn: Math.max(0, messages.length - action.pageSize) };
    }
    case 'showEarlier':
      if (!state || state.firstDrawn === 0) return state;
      return { ...state, firstDrawn: Math.max(0, state.firstDrawn - action.pageSize) };
    case 'messages': {
      if (!state) return state;
      // The stream replays what the connection already listed, and the customer's own message arrives twice (the
      // send's answer and the stream): each is shown once.
      const fresh = action.messages.filter((message) => !state.known.has(message.ChatMessageGuid));
      if (fresh.length === 0) return state;
      const known = new Set(state.known);
      for (const message of fresh) known.add(message.ChatMessageGuid);
      // New messages are drawn below the ones shown, none of which goes away while the shopper reads; only a batch
      // longer than a page (a stream replaying a whole history) keeps just its newest page, as opening one does.
      const messages = [...state.messages, ...fresh];
      const firstDrawn = fresh.length > action.pageSize ? messages.length - action.pageSize : state.firstDrawn;
      return { ...state, messages, known, firstDrawn };
    }
  }
}

const defaultTransport = createEventStreamTransport();

export function useSupportChat(props: SupportChatProps) {
  const { onConnect, onSend, transport = defaultTransport, pageSize = 50, random = Math.random } = props;
  const [state, setState] = useState<SupportChatState>('idle');
  const [conversation, dispatch] = useReducer(conversationReducer, null);
  const [name, setName] = useState(props.defaultName ?? '');
  const [emailAddress, setEmailAddress] = useState(props.defaultEmailAddress ?? '');
  const [connectError, setConnectError] = useState(false);
  const [sendError, setSendError] = useState(false);
  const [sending, setSending] = useState(false);
  const [typing, setTyping] = useState(false);
  const [draft, setDraft] = useState('');
  const [reconnectIn, setReconnectIn] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const ended = useRef(false);
  const contact = useRef<SupportChatContact | null>(null);

  // The realtime connection: opened for each conversation, opened again after a drop with a growing wait.
  const connection = conversation?.connection;
  useEffect(() => {
    if (!connection) return;
    let disposed = false;
    let attempt = 0;
    let lastEventId: string | undefined;
    let close: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const batch: ChatMessageData[] = [];
    let flush: ReturnType<typeof setTimeout> | undefined;
    const onEvent = (event: ChatEvent, id: string | undefined) => {
      if (id) lastEventId = id;
      switch (event.Type) {
        case 'Message':
          // A replay of a long history arrives as many events at once: they are shown in one render, and only the
          // newest reply is read out.
          batch.push(event.ChatMessage);
          flush ??= setTimeout(() => {
            flush = undefined;
            const messages = batch.splice(0);
            dispatch({ type: 'messages', messages, pageSize });
            const reply = messages.findLast((message) => message.Role !== CUSTOMER_ROLE);
            if (!reply) return;
            // Typing ends with its own TypingEnd marker (a replay may hold a reply and then a new TypingStart).
            setAnnouncement((previous) => (previous === reply.Message ? `${reply.Message}\u00a0` : reply.Message));
          }, 0);
          break;
        case 'TypingStart':
          if (event.Role !== CUSTOMER_ROLE) setTyping(true);
          break;
        case 'TypingEnd':
          if (event.Role !== CUSTOMER_ROLE) setTyping(false);
          break;
        case 'Ended':
          ended.current = true;
          setTyping(false);
          setState('ended');
          close?.();
          break;
      }
    };
    const open = () => {
      if (disposed || ended.current) return;
      setReconnectIn(null);
      close = transport.connect(connection, lastEventId, {
        onOpen: () => {
          attempt = 0;
          if (!ended.current) setState('connected');
        },
        onEvent,
        onClose: () => {
          if (disposed || ended.current) return;
          attempt += 1;
          const delay = reconnectDelayMilliseconds(attempt, random());
          setState('disconnected');
          setTyping(false);
          setReconnectIn(Math.ceil(delay / 1000));
          timer = setTimeout(open, delay);
        },
      });
    };
    open();
    return () => {
      disposed = true;
      clearTimeout(timer);
      clearTimeout(flush);
      close?.();
    };
  }, [connection, transport, random, pageSize]);

  const start = useCallback(
    async (details: SupportChatContact) => {
      contact.current = details;
      ended.current = false;
      setConnectError(false);
      setSendError(false);
      setTyping(false);
      setDraft('');
      setState('starting');
      try {
        // The request in a task of its own: the click's task already holds the input events and drawing "Starting
        // chat...", and building and sending the request (the API client's module, cookies) doubled it (issue 18).
        await new Promise((resolve) => setTimeout(resolve, 0));
        const opened = await onConnect(details);
        dispatch({ type: 'open', connection: opened, pageSize });
        setState('loading');
      } catch {
        setConnectError(true);
        setState('idle');
      }
    },
    [onConnect, pageSize],
  );

  const send = useCallback(
    async (text: string) => {
      const message = normaliseChatMessage(text);
      if (!conversation || message === null || sending) return false;
      setSending(true);
      setSendError(false);
      try {
        const stored = await onSend(message, conversation.connection.ConversationGuid);
        if (stored) dispatch({ type: 'messages', messages: [stored], pageSize });
        return true;
      } catch {
        setSendError(true);
        return false;
      } finally {
        setSending(false);
      }
    },
    [conversation, onSend, sending, pageSize],
  );
  // Stable, so the history's scroll observer is not made again on every render.
  const showEarlier = useCallback(() => dispatch({ type: 'showEarlier', pageSize }), [pageSize]);

  const messages = useMemo(() => conversation?.messages ?? [], [conversation]);
  const last = messages.at(-1);
  const choices = state !== 'ended' && last && last.Role !== CUSTOMER_ROLE ? (last.Choices ?? []) : [];
  const firstDrawn = conversation?.firstDrawn ?? 0;
  const drawn = useMemo(() => messages.slice(firstDrawn), [messages, firstDrawn]);

  return {
    state,
    /** The messages drawn: the newest page and any earlier pages revealed, oldest first. */
    messages: drawn,
    /** How many earlier messages are not drawn yet. */
    earlierCount: firstDrawn,
    /** Draws the page of messages before the oldest drawn. */
    showEarlier,
    typing,
    choices,
    sending,
    sendError,
    connectError,
    reconnectIn,
    announcement,
    draft,
    setDraft,
    name,
    setName,
    emailAddress,
    setEmailAddress,
    /** Starts the first conversation from the form. */
    submitStart: () => start({ Name: name.trim(), EmailAddress: emailAddress.trim() }),
    /** Sends the text box's message; it is cleared once sent and kept on failure. */
    submitDraft: async () => {
      if (await send(draft)) setDraft('');
    },
    choose: (choice: string) => void send(choice),
    endChat: () => void send(END_CHAT),
    /** Start New Chat: a fresh conversation for the same person. */
    startNewChat: () => {
      dispatch({ type: 'reset' });
      if (contact.current) void start(contact.current);
    },
  };
}

export type SupportChatAria = ReturnType<typeof useSupportChat>;
