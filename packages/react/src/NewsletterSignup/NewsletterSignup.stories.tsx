import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewsletterSignup } from './NewsletterSignup.tsx';

const meta = {
  title: 'Engagement/NewsletterSignup',
  component: NewsletterSignup,
  args: { onSignUp: fn(async () => true) },
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const SignedUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'sam.lee@example.com.au');
    await userEvent.click(canvas.getByRole('button', { name: 'SIGN UP' }));
    await expect(await canvas.findByText("You're in the loop!")).toBeVisible();
  },
};

export const Failed: Story = {
  args: { onSignUp: fn(async () => false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'sam.lee@example.com.au');
    await userEvent.click(canvas.getByRole('button', { name: 'SIGN UP' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('There was an issue signing you up to the newsletter. Please try again');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
