/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import '../../../../storefront/app/theme/widgets/returns.css';
import { returnHistory } from '../ReturnForm/ReturnForm.fixtures.ts';
import { ReturnHistory } from './ReturnHistory.tsx';

const meta = {
  title: 'Account/ReturnHistory',
  component: ReturnHistory,
  args: { returns: returnHistory, onRefresh: fn(), onDownloadAdvice: fn() },
} satisfies Meta<typeof ReturnHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Empty: Story = { args: { returns: [] } };
export const Loading: Story = { args: { returns: undefined } };
export const Failed: Story = { args: { returns: undefined, loadError: 'failed' } };
export const FetchError: Story = { args: { returns: undefined, loadError: 'error' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
