import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildTimes } from './fixtures.ts';
import { KnowledgeBase } from './KnowledgeBase.tsx';

const meta = {
  title: 'Engagement/KnowledgeBase',
  component: KnowledgeBase,
  args: { knowledgebase: buildTimes, onNotify: fn(async () => true), onRetry: fn() },
} satisfies Meta<typeof KnowledgeBase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OneOpen: Story = { args: { defaultExpandedKeys: [302] } };

export const NotifyDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Notify me when "Custom PC Build Times" is updated');
  },
};

export const LoadFailed: Story = { args: { knowledgebase: null } };

export const Mobile: Story = { args: { defaultExpandedKeys: [301] }, globals: { viewport: { value: 'mobile', isRotated: false } } };
