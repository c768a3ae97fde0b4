import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryCarousel } from './CategoryCarousel.tsx';
import { stubSliderBrowser } from '../../test/stubSliderBrowser.ts';

afterEach(() => vi.unstubAllGlobals());

const kinds = [
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

const carousel = () => screen.getByRole('region', { name: 'Keyboards categories' });

describe('CategoryCarousel (spec 2 §2: "Carousel interval 4 s, 6 slides per view")', () => {
  it('links every category to its page, one slide each', () => {
    stubSliderBrowser();
    render(<CategoryCarousel categories={kinds} ownerName="Keyboards" viewportWidth={1600} />);
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel()).getAllByRole('group');
    expect(slides).toHaveLength(9);
    expect(slides[0]).toHaveAttribute('aria-label', '1 of 9');
    expect(within(carousel()).getByRole('link', { name: 'Keyboards under $150' })).toHaveAttribute('href', '/Categories/1179/Keyboards-under-150');
  });

  it.each([
    [1600, 6],
    [1280, 4],
    [390, 2],
  ])('at %i px it shows %i slides per view', (width, perView) => {
    stubSliderBrowser();
    render(<CategoryCarousel categories={kinds} ownerName="Keyboards" viewportWidth={width} />);
    expect(carousel().style.getPropertyValue('--rk-slides')).toBe(String(perView));
  });

  it('plays until the shopper pauses it, and plays again on Play', async () => {
    stubSliderBrowser();
    const user = userEvent.setup();
    render(<CategoryCarousel categories={kinds} ownerName="Keyboards" viewportWidth={1600} />);
    expect(carousel()).toHaveAttribute('data-autoplay', 'playing');
    await user.click(within(carousel()).getByRole('button', { name: 'Pause' }));
    expect(carousel()).toHaveAttribute('data-autoplay', 'paused');
    await user.click(within(carousel()).getByRole('button', { name: 'Play' }));
    // The pointer is still on the button: the slider holds until it leaves.
    expect(carousel()).toHaveAttribute('data-autoplay', 'held');
  });

  it('starts paused for a shopper who prefers reduced motion (WCAG 2.2.2)', () => {
    stubSliderBrowser({ reduceMotion: true });
    render(<CategoryCarousel categories={kinds} ownerName="Keyboards" viewportWidth={1600} />);
    expect(carousel()).toHaveAttribute('data-autoplay', 'paused');
    expect(within(carousel()).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});

describe('CategoryCarousel.Root and its parts (CONTRIBUTING "Compound parts")', () => {
  it('draws the same carousel from a bare Root as from <CategoryCarousel />', () => {
    stubSliderBrowser();
    const whole = render(<CategoryCarousel categories={kinds} ownerName="Keyboards" viewportWidth={1600} />);
    const expected = whole.container.innerHTML;
    whole.unmount();
    const { container } = render(<CategoryCarousel.Root categories={kinds} ownerName="Keyboards" viewportWidth={1600} />);
    expect(container.innerHTML).toBe(expected);
    expect(within(carousel()).getAllByRole('button').map((button) => button.textContent)).toEqual(['‹', 'Pause', '›']);
  });

  it('draws the parts in the order given and leaves out the ones not given', async () => {
    stubSliderBrowser();
    const user = userEvent.setup();
    render(
      <CategoryCarousel.Root categories={kinds} ownerName="Keyboards" viewportWidth={1600}>
        <CategoryCarousel.Viewport>
          <CategoryCarousel.Slides renderSlide={(slide) => <a href={slide.href}>Shop {slide.name}</a>} />
        </CategoryCarousel.Viewport>
        <CategoryCarousel.Controls>
          <CategoryCarousel.PauseButton />
        </CategoryCarousel.Controls>
      </CategoryCarousel.Root>,
    );
    const region = carousel();
    // Only Pause: no Previous or Next, and the buttons come after the slides.
    expect(within(region).getAllByRole('button').map((button) => button.textContent)).toEqual(['Pause']);
    const firstSlide = within(region).getAllByRole('group')[0];
    const pause = within(region).getByRole('button', { name: 'Pause' });
    expect(firstSlide?.compareDocumentPosition(pause)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(region).getByRole('link', { name: 'Shop Mechanical Keyboards' })).toHaveAttribute('href', '/Categories/1171/Mechanical-Keyboards');
    expect(within(region).getAllByRole('group')).toHaveLength(9);
    // The part still drives the carousel's state.
    await user.click(pause);
    expect(region).toHaveAttribute('data-autoplay', 'paused');
  });

  it.each([
    ['Viewport', () => <CategoryCarousel.Viewport />],
    ['PauseButton', () => <CategoryCarousel.PauseButton />],
  ])('refuses %s outside CategoryCarousel.Root, naming both', (part, Part) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Part />)).toThrow(`CategoryCarousel.${part} must be inside CategoryCarousel.Root`);
  });
});
