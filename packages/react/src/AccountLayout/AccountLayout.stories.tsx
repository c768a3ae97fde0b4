/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
// The theme's widget sheet, until theme.css imports it (the storefront owns the only CSS).
import '../../../../storefront/app/theme/widgets/account-layout.css';
import { AccountLayout } from './AccountLayout.tsx';

type StoryArgs = Parameters<typeof AccountLayout.Root>[0] & { firstName?: string; lastName?: string; emailAddress?: string };

function AssembledLayout({ firstName, lastName, emailAddress, ...root }: StoryArgs) {
  return (
    <AccountLayout.Root {...root}>
      <AccountLayout.ProfileHeader firstName={firstName} lastName={lastName} emailAddress={emailAddress} />
      <AccountLayout.Menu />
      <AccountLayout.Content>{root.children}</AccountLayout.Content>
    </AccountLayout.Root>
  );
}

const orderHistory = (
  <section aria-labelledby="orders-heading">
    <h2 id="orders-heading">Order History</h2>
    <p>Your orders appear here.</p>
  </section>
);

const meta = {
  title: 'Account/AccountLayout',
  component: AccountLayout.Root,
  render: (args) => <AssembledLayout {...args} />,
  args: {
    currentPath: '/account/orders',
    onNavigate: fn(),
    firstName: 'Alex',
    lastName: 'Citizen',
    emailAddress: 'alex@example.com.au',
    children: orderHistory,
  } satisfies Partial<StoryArgs>,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EditAccountDetails: Story = {
  args: { currentPath: '/account' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Edit Account Details' })).toHaveAttribute('aria-current', 'page');
  },
};

export const WithoutName: Story = {
  args: { firstName: '', lastName: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Account');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Order History' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Order History' }));
    await expect(canvas.getByRole('link', { name: 'Stored Payments' })).toBeVisible();
  },
};
