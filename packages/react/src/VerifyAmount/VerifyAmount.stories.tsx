/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../../storefront/app/theme/widgets/account-forms.css';
import { VerifyAmount } from './VerifyAmount.tsx';

const meta = {
  title: 'Account/VerifyAmount',
  component: VerifyAmount,
  args: { attemptsUsed: 0, onAttempt: fn(async (amount: string) => amount === '1.37') },
} satisfies Meta<typeof VerifyAmount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = { args: { attemptsUsed: undefined } };

export const Validated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount charged to your card ($)' }), '1.37{Enter}');
    await expect(await canvas.findByText('Thank you, your order is verified.')).toBeVisible();
  },
};

export const WrongAmount: Story = {
  args: { attemptsUsed: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount charged to your card ($)' }), '7.31{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Sorry that was the wrong amount or there was some other error, please contact your local store.');
  },
};

export const TooMany: Story = { args: { attemptsUsed: 4 } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
