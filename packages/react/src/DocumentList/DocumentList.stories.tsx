/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import '../../../../storefront/app/theme/widgets/document-list.css';
import { DocumentList } from './DocumentList.tsx';
import { invoices, orders, workOrders } from './DocumentList.fixtures.ts';

const meta = {
  title: 'Account/DocumentList',
  component: DocumentList,
  args: { kind: 'orders', items: orders, onRefresh: fn() },
} satisfies Meta<typeof DocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {};
export const Invoices: Story = { args: { kind: 'invoices', items: invoices } };
export const WorkOrders: Story = { args: { kind: 'work orders', items: workOrders } };
export const Empty: Story = { args: { kind: 'quotes', items: [] } };
export const Loading: Story = { args: { items: undefined } };
export const Refreshing: Story = { args: { isRefreshing: true } };
export const Failed: Story = { args: { kind: 'quotes', items: undefined, loadError: 'failed' } };
export const FetchError: Story = { args: { items: undefined, loadError: 'error' } };
