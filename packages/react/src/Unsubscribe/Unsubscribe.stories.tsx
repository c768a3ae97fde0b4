/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../../storefront/app/theme/widgets/account-forms.css';
import { Unsubscribe } from './Unsubscribe.tsx';

const meta = {
  title: 'Account/Unsubscribe',
  component: Unsubscribe,
  args: { emailAddress: 'mia.nguyen@example.com.au', onUnsubscribe: fn(async () => {}) },
} satisfies Meta<typeof Unsubscribe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(await canvas.findByText('Your unsubscribe request has been saved. It may take up to 5 days for this to take effect.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { onUnsubscribe: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
