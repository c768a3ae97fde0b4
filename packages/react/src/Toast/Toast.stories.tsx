import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Toast } from './Toast.tsx';
import type { ToastRegionComponentProps } from './Toast.tsx';
import type { ToastContent } from './useToast.ts';
import { createToastQueue } from './useToast.ts';

// Stories queue toasts without a timeout so the screenshot is the same every run; the durations are tested in jsdom.
function Demo({ initial, ...props }: ToastRegionComponentProps & { initial: readonly ToastContent[] }) {
  const [queue] = useState(() => {
    const created = createToastQueue();
    for (const content of initial) created.add(content);
    return created;
  });
  return (
    <>
      <button type="button" onClick={() => queue.add({ title: 'Added to cart', tone: 'success' })}>
        Add to cart
      </button>
      <Toast.Region {...props} queue={queue} />
    </>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Toast.Region,
  render: (args) => <Demo {...args} initial={[{ title: 'UV Printing Selection Removed', tone: 'warning' }]} />,
  args: {},
} satisfies Meta<typeof Toast.Region>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Demo
      {...args}
      initial={[
        { title: 'Added to cart', tone: 'success' },
        { title: 'UV Printing Selection Removed', description: 'Choose a print again for the new case.', tone: 'warning' },
        { title: 'Unable to add item to order', tone: 'error' },
      ]}
    />
  ),
};

export const AddedOnPress: Story = {
  render: (args) => <Demo {...args} initial={[]} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(within(canvasElement.ownerDocument.body).getByRole('alert')).toHaveTextContent('Added to cart');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
