import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockScreenshots } from './GameScreenshots.fixtures.ts';
import { GameScreenshots } from './GameScreenshots.tsx';
import { stubSliderBrowser } from '../../test/stubSliderBrowser.ts';

beforeAll(() => stubSliderBrowser());

describe('GameScreenshots (spec 1 §2 Game view: screenshots slider)', () => {
  it('names the slider and each screenshot after the game', () => {
    render(<GameScreenshots screenshots={mockScreenshots} title="Ashfall Frontier" />);
    expect(screen.getByRole('region', { name: 'Ashfall Frontier screenshots' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(screen.getByRole('img', { name: 'Ashfall Frontier screenshot 2' })).toBeInTheDocument();
  });

  it('steps through the screenshots with the buttons, stopping at each end', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<GameScreenshots screenshots={mockScreenshots} title="Ashfall Frontier" onIndexChange={onIndexChange} />);
    expect(screen.getByRole('button', { name: 'Previous screenshot' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next screenshot' }));
    await user.click(screen.getByRole('button', { name: 'Next screenshot' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByText('3 of 3', { selector: "[data-part='position']" })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '3 of 3' })).toHaveAttribute('data-state', 'current');
    expect(screen.getByRole('button', { name: 'Next screenshot' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous screenshot' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
  });

  it('has no buttons for a single screenshot and renders nothing without any', () => {
    const { rerender, container } = render(<GameScreenshots screenshots={mockScreenshots.slice(0, 1)} title="Neon Circuit" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<GameScreenshots screenshots={[]} title="Neon Circuit" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('GameScreenshots autoplay (spec 1 §9 "Autoplay: … 3 s (screenshots)")', () => {
  it('moves on every autoplayMs, wraps to the first, and stops when the shopper pauses it', async () => {
    vi.useFakeTimers();
    try {
      render(<GameScreenshots screenshots={mockScreenshots} title="Ashfall Frontier" autoplayMs={3000} />);
      const region = screen.getByRole('region', { name: 'Ashfall Frontier screenshots' });
      expect(region).toHaveAttribute('data-index', '0');
      await act(() => vi.advanceTimersByTimeAsync(2999));
      expect(region).toHaveAttribute('data-index', '0');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(region).toHaveAttribute('data-index', '1');
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(region).toHaveAttribute('data-index', '2');
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(region).toHaveAttribute('data-index', '0');
      act(() => screen.getByRole('button', { name: 'Pause screenshots' }).click());
      expect(screen.getByRole('button', { name: 'Play screenshots' })).toBeInTheDocument();
      act(() => screen.getByRole('button', { name: 'Play screenshots' }).blur());
      await act(() => vi.advanceTimersByTimeAsync(9000));
      expect(region).toHaveAttribute('data-index', '0');
    } finally {
      vi.useRealTimers();
    }
  });

  it('has no autoplay control without autoplayMs', () => {
    render(<GameScreenshots screenshots={mockScreenshots} title="Ashfall Frontier" />);
    expect(screen.queryByRole('button', { name: 'Pause screenshots' })).not.toBeInTheDocument();
  });
});
