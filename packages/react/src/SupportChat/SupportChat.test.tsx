import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SupportChat } from './SupportChat.tsx';
import { chatMessage, connectionWith, createFakeTransport, menuChoices } from './fakeTransport.ts';

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

  it('draws only the latest 100 of a 1,000-message history, with the earlier ones a button away', async () => {
    const history = Array.from({ length: 1000 }, (_, index) => chatMessage(index % 2 === 0 ? 'Customer' : 'Assistant', `Message ${index + 1}`));
    const { user } = await startChat({ history });
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('Message 1000');
    await user.click(screen.getByRole('button', { name: 'Show 100 earlier messages' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(200);
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
