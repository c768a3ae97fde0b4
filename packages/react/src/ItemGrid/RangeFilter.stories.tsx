/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { numericBuckets } from '@rigkit/domain/grid';
import { expect, fn, userEvent, within } from 'storybook/test';
// The theme's widget sheets, until theme.css imports them (the storefront owns the only CSS).
import '../../../../storefront/app/theme/widgets/item-grid.css';
import '../../../../storefront/app/theme/widgets/range-filter.css';
import { RangeFilter } from './RangeFilter.tsx';

// Graphics card lengths as the catalogue lists them, with how many cards have each.
const lengths = [200, 227, 245, 268, 285, 304, 312, 336, 358].map((length, index) => ({ value: String(length), count: 3 + (index % 4) }));

const meta = {
  title: 'Browsing/ItemGrid/RangeFilter',
  component: RangeFilter,
  args: {
    label: 'GPU Length (mm)',
    extent: { min: 200, max: 358 },
    value: undefined,
    buckets: numericBuckets(lengths),
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div data-rigkit="item-grid" style={{ maxWidth: 280, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter yet: the thumbs sit at the shortest and longest card. */
export const Playground: Story = {};

/** Filtered to 245–312 mm: the fill between the thumbs, the fields and the chosen bucket follow. */
export const Filtered: Story = { args: { value: { min: 250, max: 299 } } };

/** An open upper end ("300 or more"). */
export const MinimumOnly: Story = { args: { value: { min: 300 } } };

/** The keyboard: Tab to the lower thumb, arrows move it, the grid filters on each step. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const minimum = canvas.getByRole('slider', { name: 'Minimum GPU Length (mm)' });
    await userEvent.tab();
    await expect(minimum).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 201 });
  },
};

/** Under 900 px (the grid's filter dialog): the same filter, full width, thumbs large enough for a finger. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { value: { min: 227, max: 336 } },
  decorators: [
    (Story) => (
      <div data-rigkit="item-grid" style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
