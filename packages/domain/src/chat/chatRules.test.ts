import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH, END_CHAT, isEndChat, normaliseChatMessage, parseChatEvent, reconnectDelayMilliseconds } from './index.ts';

describe('the "End Chat" reply (spec 3 §2.4)', () => {
  it.each([
    ['End Chat', true],
    ['  end chat ', true],
    ['END CHAT', true],
    ['End the chat', false],
    ['Order status', false],
  ])('%j ends the chat: %s', (message, ends) => {
    expect(isEndChat(message)).toBe(ends);
  });
  it('is spelt as the spec writes it', () => {
    expect(END_CHAT).toBe('End Chat');
  });
});

describe('a message as sent', () => {
  it.each([
    ['  Where is my order?  ', 'Where is my order?'],
    ['   ', null],
    ['', null],
    ['x'.repeat(CHAT_MESSAGE_MAX_LENGTH), 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH)],
    ['x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), null],
  ])('%j is sent as %j', (message, sent) => {
    expect(normaliseChatMessage(message)).toBe(sent);
  });
});

describe('reconnect back-off (spec 3 §4.2 "automatic reconnect")', () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [5, 16_000],
    [6, 30_000],
    [20, 30_000],
  ])('attempt %i waits %i ms without jitter', (attempt, delay) => {
    expect(reconnectDelayMilliseconds(attempt)).toBe(delay);
  });
  it('jitter adds at most a quarter', () => {
    expect(reconnectDelayMilliseconds(1, 0.999)).toBeLessThanOrEqual(1250);
  });
});

describe('realtime events (spec 3 §4.2)', () => {
  it('reads a message with its Choices', () => {
    const data = JSON.stringify({ Type: 'Message', ChatMessage: { ChatMessageGuid: 'g', Role: 'Assistant', Message: 'Hi', CreatedDateTime: '2026-11-22T05:00:00Z', Choices: ['Order status', 'End Chat'] } });
    expect(parseChatEvent(data)).toEqual({ Type: 'Message', ChatMessage: { ChatMessageGuid: 'g', Role: 'Assistant', Message: 'Hi', CreatedDateTime: '2026-11-22T05:00:00Z', Choices: ['Order status', 'End Chat'] } });
  });
  it('reads typing start and end markers', () => {
    expect(parseChatEvent('{"Type":"TypingStart","Role":"Assistant"}')).toEqual({ Type: 'TypingStart', Role: 'Assistant' });
    expect(parseChatEvent('{"Type":"TypingEnd","Role":"Assistant"}')).toEqual({ Type: 'TypingEnd', Role: 'Assistant' });
  });
  it.each(['not json', '[]', '{"Type":"Message"}', '{"Type":"Unknown"}', '{"Type":"TypingStart"}'])('ignores %j', (data) => {
    expect(parseChatEvent(data)).toBeNull();
  });
});
