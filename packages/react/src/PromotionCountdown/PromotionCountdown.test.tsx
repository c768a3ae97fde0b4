import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromotionCountdown } from './PromotionCountdown.tsx';

const now = new Date('2026-11-20T02:00:00Z');
const later = (milliseconds: number) => new Date(now.getTime() + milliseconds);
const day = 86_400_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('PromotionCountdown (spec 2 §4: per second under 14 days)', () => {
  it('counts down every second when the promotion ends in under 14 days', () => {
    vi.useFakeTimers({ now });
    render(<PromotionCountdown finish={later(3 * day + 4 * 3_600_000 + 5 * 60_000 + 6_000)} now={now} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 3d 04:05:06');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 3d 04:05:05');
  });

  it('says it runs until stock is exhausted when 14 days or more remain, without a timer', () => {
    render(<PromotionCountdown finish={later(14 * day)} now={now} />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText(/^Runs until promotion stock is exhausted/)).toBeInTheDocument();
  });

  it('stops at the finish and says the promotion has ended', () => {
    vi.useFakeTimers({ now });
    const { container } = render(<PromotionCountdown finish={later(2_000)} now={now} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('This promotion has ended')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'ended');
  });
});
