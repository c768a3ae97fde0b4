import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TwoFactorChallenge } from './TwoFactorChallenge.tsx';

const meta = {
  title: 'Session/TwoFactorChallenge',
  component: TwoFactorChallenge,
  args: { onSubmit: fn(), onSendSms: fn() },
} satisfies Meta<typeof TwoFactorChallenge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ReadyToSubmit: Story = {
  args: { defaultValue: '123456' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

export const IncorrectCode: Story = {
  args: { defaultValue: '654321', errorMessage: 'Incorrect 2FA Value (10:42:07)' },
};

export const SmsSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send SMS' }));
    await expect(await canvas.findByRole('button', { name: 'SMS Sent' })).toBeDisabled();
  },
};

export const WithoutSms: Story = {
  args: { onSendSms: undefined },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultValue: '12' },
};
