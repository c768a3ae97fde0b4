import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StockNotification } from './StockNotification.tsx';

const meta = {
  title: 'Engagement/StockNotification',
  component: StockNotification,
  args: { onSubmit: fn(async () => true), children: <p>Tell me when the GeForce RTX 5080 is in stock at Osborne Park.</p> },
} satisfies Meta<typeof StockNotification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};

export const Completed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'sam.lee@example.com.au');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await expect(await canvas.findByText("Thanks! We'll let you know when it's in stock.")).toBeVisible();
  },
};

export const Failed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'sam.lee@');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('There was an error, please check your details');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
