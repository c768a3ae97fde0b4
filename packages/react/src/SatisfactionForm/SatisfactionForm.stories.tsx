/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../../storefront/app/theme/widgets/account-forms.css';
import { SatisfactionForm } from './SatisfactionForm.tsx';

const meta = {
  title: 'Account/SatisfactionForm',
  component: SatisfactionForm,
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof SatisfactionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithContactRequested: Story = {
  args: { defaultValue: { rating: 2, feedback: 'My order arrived a day late.', requiresResponse: true } },
};

export const EmptyFeedback: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send Feedback' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Feedback is empty');
  },
};

export const Sent: Story = {
  args: { defaultValue: { rating: 5, feedback: 'Fast build and friendly staff.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Feedback' }));
    await expect(await canvas.findByText('Thank you !')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
