import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaptchaChallenge } from './CaptchaChallenge.tsx';

const meta = {
  title: 'Session/CaptchaChallenge',
  component: CaptchaChallenge,
  args: { isOpen: true, onSolve: fn(), onCancel: fn() },
} satisfies Meta<typeof CaptchaChallenge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the shopper: the box has focus, Verify is disabled until it is ticked. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeDisabled();
  },
};

/** Ticked: Verify is enabled (choosing it calls onSolve, see the jsdom tests). */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: "I'm not a robot" }));
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeEnabled();
  },
};
