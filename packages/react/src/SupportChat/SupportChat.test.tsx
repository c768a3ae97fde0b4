import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SupportChat } from './SupportChat.tsx';
import { chatMessage, connectionWith, createFakeTransport, menuChoices } from './fakeTransport.ts';
import { rowsPerFrame } from './useDrawnTail.ts';

afterEach(() => {
  vi.useRealTimers();
});

const greeting = () => chatMessage('Assistant', 'Hi Mia, how can we help today?', menuChoices);

async function startChat(options: { onSend?: (message: string) => Promise<ReturnType<typeof chatMessage> | undefined>; history?: ReturnType<typeof chatMessage>[] } = {}) {
  const user = userEvent.setup();
  const transport = createFakeTransport();
  const onConnect = vi.fn(async () => connectionWith(options.history ?? [greeting()]));
  const onSend = vi.fn(options.onSend ?? (async (message: string) => chatMessage('Customer', message)));
  render(<SupportChat onConnect={onConnect} onSend={onSend} transport={transport} random={() => 0} />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Mia Nguyen');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'mia.nguyen@example.com.au');
  await user.click(screen.getByRole('button', { name: 'Start Chat' }));
  expect(onConnect).toHaveBeenCalledWith({ Name: 'Mia Nguyen', EmailAddress: 'mia.nguyen@example.com.au' });
  await screen.findByRole('list', { name: 'Messages' });
  act(() => transport.open());
  return { user, transport, onSend, onConnect };
}

describe('SupportChat (spec 3 §2.4, §4.2)', () => {
  it('shows Connected and the greeting, with its Choices as buttons instead of the text box', async () => {
    await startChat();
    expect(screen.getByRole('status')).toHaveTextContent('Connected');
    expect(screen.getByRole('list', { name: 'Messages' })).toHaveTextContent('Hi Mia, how can we help today?');
    const choices = within(screen.getByRole('group', { name: 'Choose a reply' })).getAllByRole('button');
    expect(choices.map((button) => button.textContent)).toEqual(menuChoices);
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('sends a chosen Choice, shows the typing indicator until the reply, and reads the reply out', async () => {
    const { user, transport, onSend } = await startChat();
    await user.click(screen.getByRole('button', { name: 'Technical support' }));
    expect(onSend).toHaveBeenCalledWith('Technical support', '9d1f3b5c-7e9a-4c2d-8f1b-3d5f7a9c1e4b');
    act(() => transport.push({ Type: 'TypingStart', Role: 'Assistant' }, '3'));
    expect(screen.getByText('Support is typing…')).toBeInTheDocument();
    await act(async () => {
      transport.push({ Type: 'Message', ChatMessage: chatMessage('Assistant', 'What do you need help with?', ['Talk to a person', 'End Chat']) }, '4');
      transport.push({ Type: 'TypingEnd', Role: 'Assistant' }, '5');
    });
    expect(screen.queryByText('Support is typing…')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Talk to a person' })).toBeInTheDocument();
    expect(screen.getByText('Support: What do you need help with?')).toBeInTheDocument();
    const texts = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(texts).toEqual(['SupportHi Mia, how can we help today?', 'YouTechnical support', 'SupportWhat do you need help with?']);
  });

  it('shows the text box when the last message has no Choices, and keeps the text with "Chat Send Message Error" when a send fails', async () => {
    const { user, transport } = await startChat({ onSend: async () => Promise.reject(new Error('offline')) });
    await act(async () => transport.push({ Type: 'Message', ChatMessage: chatMessage('Assistant', 'I’m handing you over to our support team.') }, '9'));
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'My order has not arrived{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Chat Send Message Error');
    expect(box).toHaveValue('My order has not arrived');
  });

  it('shows Disconnected when the line drops and reconnects by itself, resuming after the last event', async () => {
    const { transport } = await startChat();
    act(() => transport.push({ Type: 'TypingEnd', Role: 'Assistant' }, '7'));
    vi.useFakeTimers();
    act(() => transport.drop());
    expect(screen.getByRole('status')).toHaveTextContent('Disconnected');
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(transport.connects).toEqual([undefined, '7']);
    act(() => transport.open());
    expect(screen.getByRole('status')).toHaveTextContent('Connected');
  });

  it('ends on "End Chat" and Start New Chat opens a fresh conversation', async () => {
    const { user, transport, onSend, onConnect } = await startChat();
    await user.click(screen.getByRole('button', { name: 'End Chat' }));
    expect(onSend).toHaveBeenCalledWith('End Chat', expect.any(String));
    await act(async () => {
      transport.push({ Type: 'Message', ChatMessage: chatMessage('Assistant', 'Thanks for chatting with us. This chat has ended.') }, '4');
      transport.push({ Type: 'Ended' }, '6');
    });
    expect(screen.getByText('This chat has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Choose a reply' })).not.toBeInTheDocument();
    const startNew = screen.getByRole('button', { name: 'Start New Chat' });
    expect(startNew).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConnect).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: 'Order status' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('draws only the newest 50 of a 1,000-message history, and "Show earlier messages" draws the 50 before them', async () => {
    const history = Array.from({ length: 1000 }, (_, index) => chatMessage(index % 2 === 0 ? 'Customer' : 'Assistant', `Message ${index + 1}`));
    const { user } = await startChat({ history });
    const list = screen.getByRole('list', { name: 'Messages' });
    const texts = () => within(list).getAllByRole('listitem').map((item) => item.querySelector('[data-part="text"]')?.textContent);
    await waitFor(() => expect(texts()).toHaveLength(50));
    expect(texts().at(0)).toBe('Message 951');
    expect(texts().at(-1)).toBe('Message 1000');
    const showEarlier = screen.getByRole('button', { name: 'Show earlier messages' });
    await user.click(showEarlier);
    await waitFor(() => expect(texts()).toHaveLength(100));
    expect(texts().at(0)).toBe('Message 901');
    expect(texts().at(-1)).toBe('Message 1000');
    // The button keeps the keyboard's place for the next page.
    expect(showEarlier).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(texts().at(0)).toBe('Message 851'));
  });

  it('draws the newest messages first and the rest of the page above them in the frames after', async () => {
    const history = Array.from({ length: 1000 }, (_, index) => chatMessage('Assistant', `Message ${index + 1}`));
    await startChat({ history });
    const list = screen.getByRole('list', { name: 'Messages' });
    const texts = () => within(list).getAllByRole('listitem').map((item) => item.querySelector('[data-part="text"]')?.textContent);
    expect(texts()).toEqual(Array.from({ length: rowsPerFrame }, (_, index) => `Message ${1001 - rowsPerFrame + index}`));
    await waitFor(() => expect(texts()).toHaveLength(50));
    expect(texts().at(0)).toBe('Message 951');
  });

  it('has no "Show earlier messages" once the oldest message is drawn', async () => {
    const history = Array.from({ length: 60 }, (_, index) => chatMessage('Assistant', `Message ${index + 1}`));
    const { user } = await startChat({ history });
    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(60));
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
  });

  it('appends a new reply below a long history, keeps what was drawn, and reads the reply out', async () => {
    const history = Array.from({ length: 1000 }, (_, index) => chatMessage(index % 2 === 0 ? 'Customer' : 'Assistant', `Message ${index + 1}`));
    const { transport } = await startChat({ history });
    act(() => transport.push({ Type: 'Message', ChatMessage: chatMessage('Assistant', 'Your order left our warehouse today.') }, '1001'));
    // Stream messages are drawn together in the next task (a replay's batch).
    await screen.findByText('Your order left our warehouse today.');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(51));
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.at(0)).toHaveTextContent('Message 951');
    expect(items.at(-1)).toHaveTextContent('Your order left our warehouse today.');
    expect(screen.getByText('Support: Your order left our warehouse today.')).toBeInTheDocument();
  });

  it('draws only the newest page of a history the stream replays whole', async () => {
    const { transport } = await startChat({ history: [] });
    act(() => {
      for (let index = 1; index <= 300; index += 1) transport.push({ Type: 'Message', ChatMessage: chatMessage('Assistant', `Replayed ${index}`) }, String(index));
    });
    await screen.findByText('Replayed 300');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(50));
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.at(-1)).toHaveTextContent('Replayed 300');
    expect(screen.getByRole('button', { name: 'Show earlier messages' })).toBeInTheDocument();
  });

  it('says when the chat could not start', async () => {
    const user = userEvent.setup();
    render(<SupportChat onConnect={async () => Promise.reject(new Error('503'))} onSend={async () => undefined} transport={createFakeTransport()} defaultName="Mia" defaultEmailAddress="mia@example.com.au" />);
    await user.click(screen.getByRole('button', { name: 'Start Chat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not start the chat. Please try again.');
  });

  it('throws a message naming both when a part is outside its Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SupportChat.Status />)).toThrow('SupportChat.Status must be inside SupportChat.Root');
  });
});
