/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import '../../../../storefront/app/theme/widgets/kit-change-dialog.css';
import { graphicsOptions, graphicsPart, kitLine, kitOrder } from './KitChangeDialog.fixtures.ts';
import { KitChangeDialog } from './KitChangeDialog.tsx';
import type { KitChangeDetails, KitChangeResult } from './useKitChangeDialog.ts';

const meta = {
  title: 'Account/KitChangeDialog',
  component: KitChangeDialog,
  args: {
    document: kitOrder,
    kitLine,
    part: graphicsPart,
    onLoadOptions: fn(async (): Promise<KitChangeDetails> => graphicsOptions),
    onSave: fn(async (): Promise<KitChangeResult> => ({ success: true })),
  },
} satisfies Meta<typeof KitChangeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Change Graphics Card/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Graphics Card' });
  await within(dialog).findByRole('radio', { name: /RTX 5080/ });
  return dialog;
};

/** The Change button beside the part. */
export const Playground: Story = {};

/** The options as a grid, another card chosen. */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: /RTX 5080/ }));
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** The options as a compact list. */
export const CompactList: Story = {
  args: { defaultGridType: 'compactlist' },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
  },
};

/** The server refused the change. */
export const SaveRefused: Story = {
  args: { onSave: fn(async (): Promise<KitChangeResult> => ({ success: false, errors: [{ ErrorText: 'The build is Being Built and its parts can no longer be changed' }] })) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: /RTX 5080/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
  },
};

/** Under 900 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Grid.play,
};
