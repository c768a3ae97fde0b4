import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleReviews } from './fixtures.ts';
import { ReviewCarousel } from './ReviewCarousel.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const names = () => screen.getAllByRole('listitem').map((item) => item.querySelector('[data-part="name"]')?.textContent);
const region = () => screen.getByRole('region', { name: 'Customer reviews' });

describe('ReviewCarousel (spec 1 §2, §5, §9)', () => {
  it('shows 4 reviews a page and cuts a long text at 160 characters with "..."', () => {
    render(<ReviewCarousel reviews={sampleReviews} />);
    expect(names()).toEqual(['Jack T.', 'Priya S.', 'Tom W.', 'Mia N.']);
    const long = screen.getByText(/^Ordered a custom gaming PC/);
    expect(long.textContent).toHaveLength(163);
    expect(long.textContent?.endsWith('...')).toBe(true);
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(3);
  });

  it('turns the page every 4 s', () => {
    render(<ReviewCarousel reviews={sampleReviews} />);
    act(() => vi.advanceTimersByTime(3999));
    expect(names()[0]).toBe('Jack T.');
    act(() => vi.advanceTimersByTime(1));
    expect(names()).toEqual(['Sam L.', 'Ava K.']);
    act(() => vi.advanceTimersByTime(4000));
    expect(names()[0]).toBe('Jack T.');
  });

  it('holds while the pointer is over it or focus is inside, and stays when paused', () => {
    render(<ReviewCarousel reviews={sampleReviews} />);
    fireEvent.pointerEnter(region());
    expect(region()).toHaveAttribute('data-autoplay', 'held');
    act(() => vi.advanceTimersByTime(12000));
    expect(names()[0]).toBe('Jack T.');
    fireEvent.pointerLeave(region());
    act(() => screen.getByRole('button', { name: 'Next reviews' }).focus());
    act(() => vi.advanceTimersByTime(12000));
    expect(names()[0]).toBe('Jack T.');
    act(() => screen.getByRole('button', { name: 'Pause reviews' }).click());
    act(() => screen.getByRole('button', { name: 'Play reviews' }).blur());
    expect(region()).toHaveAttribute('data-autoplay', 'paused');
    act(() => vi.advanceTimersByTime(12000));
    expect(names()[0]).toBe('Jack T.');
  });

  it('pages with Previous and Next', () => {
    render(<ReviewCarousel reviews={sampleReviews} defaultPaused />);
    act(() => screen.getByRole('button', { name: 'Next reviews' }).click());
    expect(names()).toEqual(['Sam L.', 'Ava K.']);
    act(() => screen.getByRole('button', { name: 'Previous reviews' }).click());
    expect(names()[0]).toBe('Jack T.');
    act(() => screen.getByRole('button', { name: 'Previous reviews' }).click());
    expect(names()[0]).toBe('Sam L.');
  });
});
