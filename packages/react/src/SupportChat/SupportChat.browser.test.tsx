// In a real browser: the history's scrolling, which needs real layout and IntersectionObserver. A long history opens
// at its newest message; scrolling to the top draws the earlier page without moving what the shopper was reading;
// a reply while they read back stays below; their own message brings the view back to the newest.
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
// The history scrolls inside the theme's panel.
import '../../../../storefront/app/theme/theme.css';
import '../../../../storefront/app/theme/widgets/support-chat.css';
import { SupportChat } from './SupportChat.tsx';
import { chatMessage, connectionWith, createFakeTransport } from './fakeTransport.ts';

const history = Array.from({ length: 1000 }, (_, index) => chatMessage(index % 2 === 0 ? 'Customer' : 'Assistant', `Message ${index + 1}`));

const list = () => {
  const element = document.querySelector<HTMLOListElement>('[data-part="messages"]');
  if (!element) throw new Error('no message list');
  return element;
};
const drawnCount = () => list().querySelectorAll('[data-part="message"]').length;
const distanceFromBottom = () => list().scrollHeight - list().scrollTop - list().clientHeight;
/** Where a message sits in the panel, in pixels from the panel's top edge. */
const offsetInPanel = (text: string) => {
  const item = [...list().querySelectorAll('[data-part="message"]')].find((element) => element.querySelector('[data-part="text"]')?.textContent === text);
  if (!item) throw new Error(`${text} is not drawn`);
  return item.getBoundingClientRect().top - list().getBoundingClientRect().top;
};

async function openLongChat() {
  const transport = createFakeTransport({ openAtOnce: true });
  const screen = await render(
    <SupportChat onConnect={async () => connectionWith(history)} onSend={async (message) => chatMessage('Customer', message)} transport={transport} defaultName="Mia Nguyen" defaultEmailAddress="mia.nguyen@example.com.au" random={() => 0} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
  await expect.element(screen.getByText('Message 1000')).toBeInTheDocument();
  // The newest messages come first, the rest of the page above them in the frames after.
  await expect.poll(drawnCount).toBe(50);
  return { screen, transport };
}

describe('SupportChat in Chromium', () => {
  it('opens a 1,000-message history at its newest message in a panel that scrolls', async () => {
    await openLongChat();
    expect(list().scrollHeight).toBeGreaterThan(list().clientHeight);
    await expect.poll(distanceFromBottom).toBeLessThanOrEqual(1);
  });

  it('draws the earlier page when the shopper scrolls to the top, keeping the message they were reading in place', async () => {
    await openLongChat();
    await expect.poll(distanceFromBottom).toBeLessThanOrEqual(1);
    list().scrollTop = 0;
    const before = offsetInPanel('Message 951');
    await expect.poll(drawnCount).toBe(100);
    await expect.poll(() => Math.abs(offsetInPanel('Message 951') - before)).toBeLessThanOrEqual(1);
    expect(list().scrollTop).toBeGreaterThan(0);
  });

  it('keeps the view on the older messages when a reply arrives, and shows the newest once the shopper sends', async () => {
    const { screen, transport } = await openLongChat();
    await expect.poll(distanceFromBottom).toBeLessThanOrEqual(1);
    list().scrollTop = list().scrollHeight / 2;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const reading = list().scrollTop;
    transport.push({ Type: 'Message', ChatMessage: chatMessage('Assistant', 'Your order left our warehouse today.') }, '1001');
    await expect.element(screen.getByText('Your order left our warehouse today.')).toBeInTheDocument();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(list().scrollTop).toBe(reading);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Thanks, where is it now?{Enter}');
    await expect.element(screen.getByText('Thanks, where is it now?')).toBeInTheDocument();
    await expect.poll(distanceFromBottom).toBeLessThanOrEqual(1);
  });
});
