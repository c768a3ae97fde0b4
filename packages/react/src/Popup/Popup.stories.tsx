import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Popup } from './Popup.tsx';

const meta = {
  title: 'Product/Popup',
  component: Popup.Root,
  args: { children: null, onOpenChange: fn() },
  render: (args) => (
    <Popup.Root {...args}>
      <Popup.Trigger>Delivery information</Popup.Trigger>
      <Popup.Content>
        <Popup.Title>Delivery information</Popup.Title>
        <p>Orders placed before 2 pm AWST on a business day are dispatched the same day from our Perth warehouse.</p>
        <Popup.Close />
      </Popup.Content>
    </Popup.Root>
  ),
} satisfies Meta<typeof Popup.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delivery information' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Delivery information' });
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const CloseIgnoredDuringLockout: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delivery information' }));
    const body = within(canvasElement.ownerDocument.body);
    // Pressed at once: still inside the 500 ms lockout after opening (spec 2 §2), so the popup stays.
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await expect(body.getByRole('dialog', { name: 'Delivery information' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultOpen: true },
};
