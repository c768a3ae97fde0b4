/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
// The theme's widget sheet, until theme.css imports it (the storefront owns the only CSS).
import '../../../../storefront/app/theme/widgets/error-page.css';
import { ErrorPage } from './ErrorPage.tsx';

const meta = {
  title: 'Pages/ErrorPage',
  component: ErrorPage,
  args: { status: 404, onRedirect: fn() },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NotFound: Story = {
  args: { status: 404 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'The page you requested could not be found!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  },
};

export const DisplayIssue: Story = {
  args: { status: 400 },
};

export const FullScreenFailure: Story = {
  args: { status: 500 },
};

export const OverrideTarget: Story = {
  args: { status: 400, target: '/CategoryGroups/1', linkText: 'Browse all categories' },
};

// The story's clock is frozen (no interval ever fires) so the screenshot always shows the first second.
export const RedirectCountdown: Story = {
  args: { status: 404, autoRedirect: true },
  beforeEach: () => {
    const realSetInterval = window.setInterval;
    window.setInterval = (() => 0) as unknown as typeof window.setInterval;
    return () => {
      window.setInterval = realSetInterval;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('Redirecting in 5 seconds');
  },
};

export const RedirectCancelled: Story = {
  args: { status: 404, autoRedirect: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Stay on this page' }));
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { status: 500, autoRedirect: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Stay on this page' }));
  },
};
