import type { ReactNode } from 'react';
import { memo, useEffect, useId, useRef } from 'react';
import { CUSTOMER_ROLE, type ChatMessageData } from '@rigkit/domain/chat';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { supportChatMessages as M } from './messages.ts';
import type { SupportChatAria, SupportChatProps } from './useSupportChat.ts';
import { useSupportChat } from './useSupportChat.ts';
import { useHeldView, useHistoryScroll } from './useHistoryScroll.ts';
import { useDrawnTail } from './useDrawnTail.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';

const [SupportChatContext, useSupportChatContext] = createPartsContext<SupportChatAria>('SupportChat');

export interface SupportChatComponentProps extends SupportChatProps {
  /** The parts to show. @default the start form, status, messages, typing line, reply area, error and ended panel */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/**
 * The customer-support chat (spec 3 §2.4, §4.2): Connected or Disconnected (reconnecting by itself), the messages,
 * the typing indicator, Choices as buttons instead of the text box, End Chat and Start New Chat. Unstyled:
 * `data-state` (`idle`, `starting`, `loading`, `connected`, `disconnected`, `ended`) on the root.
 */
function Root({ children, className, ...props }: SupportChatComponentProps) {
  const chat = useSupportChat(props);
  const headingId = useId();
  return (
    <SupportChatContext value={chat}>
      <section className={className} data-rigkit="support-chat" data-state={chat.state} aria-labelledby={headingId}>
        <h2 id={headingId} data-part="heading">
          {M.heading}
        </h2>
        {children ?? (
          <>
            <StartForm />
            <Status />
            <Messages />
            <Typing />
            <Reply />
            <ErrorAlert />
            <Ended />
          </>
        )}
        <VisuallyHidden aria-live="polite" data-part="announcer">
          {chat.announcement ? M.announcement(M.support, chat.announcement) : ''}
        </VisuallyHidden>
      </section>
    </SupportChatContext>
  );
}

/** Name and email, then Start Chat; shown until the first conversation opens. */
function StartForm() {
  const chat = useSupportChatContext('StartForm');
  const nameId = useId();
  const emailId = useId();
  if (chat.state !== 'idle' && chat.state !== 'starting') return null;
  return (
    <form
      data-part="start-form"
      onSubmit={(event) => {
        event.preventDefault();
        void chat.submitStart();
      }}
    >
      <p data-part="intro">{M.intro}</p>
      <label htmlFor={nameId} data-part="label">
        {M.nameLabel}
      </label>
      <input id={nameId} data-part="input" name="name" autoComplete="name" required value={chat.name} onChange={(event) => chat.setName(event.target.value)} />
      <label htmlFor={emailId} data-part="label">
        {M.emailLabel}
      </label>
      <input id={emailId} data-part="input" name="email" type="email" autoComplete="email" required value={chat.emailAddress} onChange={(event) => chat.setEmailAddress(event.target.value)} />
      <button type="submit" data-part="start" disabled={chat.state === 'starting'}>
        {chat.state === 'starting' ? M.starting : M.start}
      </button>
    </form>
  );
}

/** Connected / Disconnected (spec 3 §2.4), the reconnect wait, and End Chat while the text box is shown. */
function Status() {
  const chat = useSupportChatContext('Status');
  if (chat.state === 'idle' || chat.state === 'starting' || chat.state === 'ended') return null;
  const label = chat.state === 'connected' ? M.connected : chat.state === 'disconnected' ? M.disconnected : M.loading;
  return (
    <div data-part="status-bar">
      <p role="status" data-part="status" data-connection={chat.state}>
        {label}
        {chat.state === 'disconnected' && chat.reconnectIn !== null ? <span data-part="reconnect"> {M.reconnecting}</span> : null}
      </p>
      {chat.choices.length === 0 ? (
        <button type="button" data-part="end-chat" disabled={chat.sending} onClick={chat.endChat}>
          {M.endChat}
        </button>
      ) : null}
    </div>
  );
}

const messageKey = (message: ChatMessageData) => message.ChatMessageGuid;

const MessageItem = memo(function MessageItem({ message }: { message: ChatMessageData }) {
  const mine = message.Role === CUSTOMER_ROLE;
  return (
    <li data-part="message" data-role={mine ? 'customer' : 'agent'}>
      <span data-part="author">{mine ? M.you : M.support}</span>
      <p data-part="text">{message.Message}</p>
    </li>
  );
});

/**
 * The conversation, newest last. Only the newest page is drawn (designed: a long history drawn whole is a long task
 * for the browser), its newest rows first and the rest a few a frame (useDrawnTail); earlier pages come as the
 * shopper scrolls up to the oldest drawn message, or with "Show earlier messages" above the list for the keyboard
 * and screen readers, the view held still either way. The list is a plain named list, not role="log": a log would
 * read out every earlier page as it is drawn above, so the one live announcer of the Root reads out new replies
 * instead. The list takes focus so a keyboard can scroll it.
 */
function Messages() {
  const chat = useSupportChatContext('Messages');
  const view = useHeldView();
  const { drawn, filling } = useDrawnTail(chat.messages, messageKey, view.holdView);
  const last = drawn.at(-1);
  const { listRef, onScroll, revealEarlier } = useHistoryScroll({
    view,
    firstKey: drawn[0]?.ChatMessageGuid,
    lastKey: last?.ChatMessageGuid,
    lastIsMine: last?.Role === CUSTOMER_ROLE,
    // Scrolling up draws the next page only once this one is drawn whole.
    earlierCount: filling ? 0 : chat.earlierCount,
    showEarlier: chat.showEarlier,
  });
  if (chat.state === 'idle' || chat.state === 'starting') return null;
  return (
    // No state of its own while the page fills in: a data-state change restyles every drawn row (the theme's
    // [data-state] [data-part] rules), which would be one long task more at the end of the fill.
    <div data-part="history" data-state={chat.earlierCount > 0 ? 'partial' : 'complete'}>
      {chat.earlierCount > 0 ? (
        <button type="button" data-part="show-earlier" onClick={revealEarlier}>
          {M.showEarlier}
        </button>
      ) : null}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a list that scrolls must be reachable by keyboard to scroll it (WCAG 2.1.1; axe scrollable-region-focusable) */}
      <ol ref={listRef} data-part="messages" aria-label={M.messagesLabel} tabIndex={0} onScroll={onScroll}>
        {drawn.map((message) => (
          <MessageItem key={message.ChatMessageGuid} message={message} />
        ))}
      </ol>
    </div>
  );
}

/** "Support is typing…" between the agent's typing start and end markers. */
function Typing() {
  const chat = useSupportChatContext('Typing');
  if (!chat.typing || chat.state === 'ended') return null;
  return <p data-part="typing">{M.typing}</p>;
}

/** The last message's Choices as buttons, or else the text box and Send (spec 3 §2.4). */
function Reply() {
  const chat = useSupportChatContext('Reply');
  const groupRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const mode = chat.choices.length > 0 ? 'choices' : 'text';
  const active = chat.state === 'connected' || chat.state === 'disconnected' || chat.state === 'loading';
  // Choosing removes the buttons, which would drop the keyboard focus to the page: it goes to the new reply area.
  // In the next frame, before its paint: focusing lays the page out to scroll the control into view, and there that
  // is the frame's own layout, not a second one inside React's effects (with a history just drawn, a long task).
  useEffect(() => {
    if (!active) return;
    const frame = requestAnimationFrame(() => {
      if (document.activeElement !== null && document.activeElement !== document.body) return;
      groupRef.current?.querySelector<HTMLElement>('button, input')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [mode, chat.choices, active]);
  if (!active) return null;
  if (mode === 'choices') {
    return (
      <div ref={groupRef} role="group" aria-label={M.choicesLabel} data-part="choices">
        {chat.choices.map((choice) => (
          <button key={choice} type="button" data-part="choice" disabled={chat.sending} onClick={() => chat.choose(choice)}>
            {choice}
          </button>
        ))}
      </div>
    );
  }
  return (
    <div ref={groupRef} data-part="compose">
      <form
        data-part="compose-form"
        onSubmit={(event) => {
          event.preventDefault();
          void chat.submitDraft();
        }}
      >
        <label htmlFor={inputId} data-part="label">
          {M.messageLabel}
        </label>
        <input id={inputId} data-part="input" autoComplete="off" maxLength={1000} value={chat.draft} onChange={(event) => chat.setDraft(event.target.value)} />
        <button type="submit" data-part="send" disabled={chat.sending || chat.draft.trim() === ''}>
          {M.send}
        </button>
      </form>
    </div>
  );
}

/** "Chat Send Message Error" (spec 3 §8) when a send fails (the typed text stays), or why the chat did not start. */
function ErrorAlert() {
  const chat = useSupportChatContext('Error');
  return (
    <div role="alert" data-part="error">
      {chat.sendError ? <p>{M.sendError}</p> : null}
      {chat.connectError ? <p>{M.connectError}</p> : null}
    </div>
  );
}

/** After "End Chat": the ended line and Start New Chat, which opens a fresh conversation (spec 3 §2.4). */
function Ended() {
  const chat = useSupportChatContext('Ended');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isEnded = chat.state === 'ended';
  useEffect(() => {
    if (isEnded && (document.activeElement === null || document.activeElement === document.body)) buttonRef.current?.focus();
  }, [isEnded]);
  if (!isEnded) return null;
  return (
    <div data-part="ended">
      <p data-part="ended-text">{M.ended}</p>
      <button ref={buttonRef} type="button" data-part="start-new" onClick={chat.startNewChat}>
        {M.startNewChat}
      </button>
    </div>
  );
}

export const SupportChat = Object.assign(Root, { Root, StartForm, Status, Messages, Typing, Reply, Error: ErrorAlert, Ended });
