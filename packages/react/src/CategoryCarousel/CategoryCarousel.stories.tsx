import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CategoryCarousel } from './CategoryCarousel.tsx';

const keyboardKinds = [
  'Mechanical Keyboards',
  'Membrane Keyboards',
  'Wireless Keyboards',
  'Wired Keyboards',
  'Full-size Keyboards',
  'Tenkeyless Keyboards',
  'Compact Keyboards',
  'RGB Keyboards',
  'Keyboards under $150',
].map((CategoryName, index) => ({ InventoryCategoryId: 1171 + index, CategoryName }));

// Autoplay off in the stories that take screenshots, so the baseline does not depend on when it was taken.
const meta = {
  title: 'Browsing/CategoryCarousel',
  component: CategoryCarousel,
  args: { categories: keyboardKinds, ownerName: 'Keyboards', isAutoplayEnabled: false, viewportWidth: 1600 },
} satisfies Meta<typeof CategoryCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixPerView: Story = {
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole('region', { name: 'Keyboards categories' });
    await expect(carousel.style.getPropertyValue('--rk-slides')).toBe('6');
    await expect(within(carousel).getAllByRole('link')).toHaveLength(9);
  },
};

export const FewCategories: Story = {
  args: { categories: keyboardKinds.slice(0, 2), ownerName: 'Lian Li' },
};

export const Playing: Story = {
  args: { isAutoplayEnabled: true },
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole('region', { name: 'Keyboards categories' });
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Pause' }));
    await expect(within(carousel).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  args: { viewportWidth: 390 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
