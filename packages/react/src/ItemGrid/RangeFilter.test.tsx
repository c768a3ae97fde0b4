// Issue 17 defect 5: a numeric attribute ("GPU Length (mm)") filters by range, not by one chip per value.
import { categoryTree, cpu } from '@rigkit/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ItemGrid } from './ItemGrid.tsx';

const lengths = ['200', '227', '245', '268', '285', '304', '312', '336', '358'];
const cards = lengths.map((length, index) => ({
  ...cpu,
  InventoryItemId: 700000 + index,
  ItemDescription: `Graphics card ${length} mm`,
  Attributes: [
    { Key: 'GPU Length (mm)', Value: length, SortOrder: 1 },
    { Key: 'Colour', Value: index % 2 === 0 ? 'Black' : 'White', SortOrder: 2 },
  ],
}));

/** The grid once its range slider's code has arrived (it loads on demand, off the page's first download). */
async function renderGrid() {
  const user = userEvent.setup();
  render(<ItemGrid.Root items={cards} imageUrl={(id) => `/images/${id}`} categories={categoryTree.Categories} viewportWidth={1280} />);
  await screen.findByRole('slider', { name: 'Minimum GPU Length (mm)' });
  return { user };
}

const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Items' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('numeric attribute range filter (issue 17 defect 5)', () => {
  it('shows one range slider with two named thumbs instead of a chip per value; words keep their chips', async () => {
    await renderGrid();
    const group = screen.getByRole('group', { name: 'GPU Length (mm)' });
    expect(within(group).getByRole('slider', { name: 'Minimum GPU Length (mm)' })).toHaveValue('200');
    expect(within(group).getByRole('slider', { name: 'Maximum GPU Length (mm)' })).toHaveValue('358');
    expect(screen.queryByRole('button', { name: '227 (1)' })).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Colour' })).getByRole('button', { name: 'Black (5)' })).toBeInTheDocument();
  });

  it('shows the facet counts in buckets, and a bucket filters to its range', async () => {
    const { user } = await renderGrid();
    const buckets = screen.getByRole('list', { name: 'GPU Length (mm) ranges' });
    expect(within(buckets).getAllByRole('button').map((button) => button.textContent)).toEqual(['200 – 249 (3)', '250 – 299 (2)', '300 – 349 (3)', '350 – 358 (1)']);
    await user.click(within(buckets).getByRole('button', { name: '250 – 299 (2)' }));
    expect(shownTitles()).toEqual(['Graphics card 268 mm', 'Graphics card 285 mm']);
    expect(within(buckets).getByRole('button', { name: '250 – 299 (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Remove filter GPU Length (mm): 250 – 299' })).toBeInTheDocument();
  });

  it('filters from the min field when Enter is pressed, and the chip removes the range', async () => {
    const { user } = await renderGrid();
    const min = screen.getByRole('spinbutton', { name: 'Min GPU Length (mm)' });
    await user.clear(min);
    await user.type(min, '300{Enter}');
    expect(shownTitles()).toEqual(['Graphics card 304 mm', 'Graphics card 312 mm', 'Graphics card 336 mm', 'Graphics card 358 mm']);
    expect(screen.getByRole('slider', { name: 'Minimum GPU Length (mm)' })).toHaveValue('300');
    await user.click(screen.getByRole('button', { name: 'Remove filter GPU Length (mm): 300 or more' }));
    expect(shownTitles()).toHaveLength(9);
  });

  it('is operable from the keyboard: Home on the maximum thumb brings it down to the minimum', async () => {
    const { user } = await renderGrid();
    await user.click(screen.getByRole('spinbutton', { name: 'Max GPU Length (mm)' }));
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    const maximum = screen.getByRole('slider', { name: 'Maximum GPU Length (mm)' });
    expect(maximum).toHaveFocus();
    await user.keyboard('{Home}');
    expect(shownTitles()).toEqual(['Graphics card 200 mm']);
    await user.keyboard('{ArrowRight}');
    expect(maximum).toHaveValue('201');
  });
});
