import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PrebuiltImageGrid } from './PrebuiltImageGrid.tsx';

const imageUrl = (imageId: number, width: number) => `https://images.test/${imageId}?w=${width}`;
const images = (count: number) => Array.from({ length: count }, (_, index) => ({ ImageId: 900 + index + 1, Caption: index === 2 ? 'Tempered glass side panel' : null }));
const description = 'Rigkit Pro RTX 5070 Gaming PC';

describe('PrebuiltImageGrid (spec 2 §2 "needs at least 8 images and shows positions 2 to 7")', () => {
  it.each([0, 1, 7])('shows nothing with %i images', (count) => {
    const { container } = render(<PrebuiltImageGrid images={images(count)} itemDescription={description} imageUrl={imageUrl} />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([8, 12])('with %i images shows positions 2 to 7', (count) => {
    render(<PrebuiltImageGrid images={images(count)} itemDescription={description} imageUrl={imageUrl} />);
    const cells = within(screen.getByRole('list', { name: 'Gallery' })).getAllByRole('listitem');
    expect(cells.map((cell) => cell.getAttribute('data-position'))).toEqual(['2', '3', '4', '5', '6', '7']);
    expect(cells.map((cell) => cell.querySelector('img')?.getAttribute('src'))).toEqual([902, 903, 904, 905, 906, 907].map((id) => `https://images.test/${id}?w=600`));
  });

  it('names each picture by its caption, or by the description and its position', () => {
    render(<PrebuiltImageGrid images={images(8)} itemDescription={description} imageUrl={imageUrl} />);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      `View larger: ${description}, image 2`,
      'View larger: Tempered glass side panel',
      `View larger: ${description}, image 4`,
      `View larger: ${description}, image 5`,
      `View larger: ${description}, image 6`,
      `View larger: ${description}, image 7`,
    ]);
  });

  it('opens the lightbox on the picture pressed, larger, and closes it with Escape', async () => {
    const user = userEvent.setup();
    render(<PrebuiltImageGrid images={images(9)} itemDescription={description} imageUrl={imageUrl} />);
    await user.click(screen.getByRole('button', { name: 'View larger: Tempered glass side panel' }));
    const dialog = screen.getByRole('dialog', { name: 'Gallery' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'https://images.test/903?w=1600');
    expect(within(dialog).getByText('2 of 6')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
