import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SupportChat } from './SupportChat.tsx';
import { chatMessage, connectionWith, createFakeTransport, menuChoices } from './fakeTransport.ts';
import type { ChatTransport } from './transport.ts';

const greeting = chatMessage('Assistant', 'Hi Mia, how can we help today?', menuChoices);
const handOver = [
  greeting,
  chatMessage('Customer', 'Talk to a person'),
  chatMessage('Assistant', 'I’m handing you over to our support team. Type your question below and a team member will reply here (Monday to Friday, 9 am to 5 pm AWST).'),
];

/** A returning customer's long conversation: the newest 50 are drawn, earlier ones on the way up. */
const longHistory = Array.from({ length: 1000 }, (_, index) =>
  index % 2 === 0
    ? chatMessage('Customer', `Message ${index + 1}: my new build restarts when I start a game, is it the power supply or the graphics card?`)
    : chatMessage('Assistant', `Message ${index + 1}: thanks, could you tell us the power supply's model and wattage?`),
);

/** Opens at once and never drops. */
const steady = (): ChatTransport => createFakeTransport({ openAtOnce: true });
/** Drops every connection at once, so the widget stays Disconnected and keeps retrying. */
const offline = (): ChatTransport => ({
  connect(_connection, _lastEventId, handlers) {
    handlers.onClose();
    return () => undefined;
  },
});

const meta = {
  title: 'Account/SupportChat',
  component: SupportChat,
  args: {
    onConnect: fn(async () => connectionWith([greeting])),
    onSend: fn(async (message: string) => chatMessage('Customer', message)),
    defaultName: 'Mia Nguyen',
    defaultEmailAddress: 'mia.nguyen@example.com.au',
    random: () => 0,
  },
} satisfies Meta<typeof SupportChat>;

export default meta;
type Story = StoryObj<typeof meta>;

async function start(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Start Chat' }));
  return canvas;
}

export const Playground: Story = {
  args: { transport: steady(), defaultName: '', defaultEmailAddress: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Chat' })).toBeVisible();
  },
};

export const Choices: Story = {
  args: { transport: steady() },
  play: async ({ canvasElement }) => {
    const canvas = await start(canvasElement);
    await expect(await canvas.findByText('Connected')).toBeVisible();
    const group = canvas.getByRole('group', { name: 'Choose a reply' });
    await expect(within(group).getAllByRole('button')).toHaveLength(5);
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull();
  },
};

export const Connected: Story = {
  args: { transport: steady(), onConnect: fn(async () => connectionWith(handOver)) },
  play: async ({ canvasElement }) => {
    const canvas = await start(canvasElement);
    await expect(await canvas.findByText('Connected')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'End Chat' })).toBeVisible();
  },
};

export const Disconnected: Story = {
  args: { transport: offline(), onConnect: fn(async () => connectionWith(handOver)) },
  play: async ({ canvasElement }) => {
    const canvas = await start(canvasElement);
    await expect(await canvas.findByText('Disconnected')).toBeVisible();
    await expect(canvas.getByText('Reconnecting…')).toBeVisible();
  },
};

export const SendError: Story = {
  args: { transport: steady(), onConnect: fn(async () => connectionWith(handOver)), onSend: fn(async (_message: string) => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = await start(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Message' }), 'Where is my order?{Enter}');
    await expect(await canvas.findByText('Chat Send Message Error')).toBeVisible();
  },
};

export const Ended: Story = {
  args: { transport: createFakeTransport({ openAtOnce: true }) },
  play: async ({ canvasElement, args }) => {
    const canvas = await start(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'End Chat' }));
    await expect(args.onSend).toHaveBeenCalledWith('End Chat', expect.any(String));
    const fake = args.transport as ReturnType<typeof createFakeTransport>;
    fake.push({ Type: 'Message', ChatMessage: chatMessage('Assistant', 'Thanks for chatting with us. This chat has ended.') }, '5');
    fake.push({ Type: 'Ended' }, '6');
    await expect(await canvas.findByRole('button', { name: 'Start New Chat' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { transport: steady() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await start(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Talk to a person' })).toBeVisible();
  },
};

/** Waits until the history shows its newest message at the bottom of its panel (scrolled in the next frame). */
async function atNewest(canvasElement: HTMLElement) {
  const list = canvasElement.querySelector<HTMLElement>('[data-part="messages"]');
  await waitFor(() => expect(list && list.scrollHeight - list.scrollTop - list.clientHeight).toBeLessThanOrEqual(1));
}

export const LongHistory: Story = {
  args: { transport: steady(), onConnect: fn(async () => connectionWith(longHistory)) },
  play: async ({ canvasElement }) => {
    const canvas = await start(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Messages' });
    // The newest messages come first, the rest of the page above them in the frames after.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50));
    await expect(await canvas.findByText('Message 1000:', { exact: false })).toBeInTheDocument();
    await atNewest(canvasElement);
    // The keyboard's way to the earlier messages: the view stays on the newest.
    const showEarlier = canvas.getByRole('button', { name: 'Show earlier messages' });
    showEarlier.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(100));
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Message 901:');
    await atNewest(canvasElement);
    // Focusing the text box scrolled the page to it; the baseline is the whole story.
    window.scrollTo(0, 0);
  },
};

export const LongHistoryMobile: Story = {
  args: { transport: steady(), onConnect: fn(async () => connectionWith(longHistory)) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await start(canvasElement);
    await expect(await canvas.findByText('Message 1000:', { exact: false })).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Messages' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50));
    await expect(canvas.getByRole('button', { name: 'Show earlier messages' })).toBeVisible();
    await atNewest(canvasElement);
    window.scrollTo(0, 0);
  },
};
