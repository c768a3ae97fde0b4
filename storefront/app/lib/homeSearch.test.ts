import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeSearchTarget, scheduleHomeSearch } from './homeSearch.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the home page search box (spec 2 §5 auto-redirect at more than 2 characters)', () => {
  it.each([
    ['rt', undefined],
    ['  rt  ', undefined],
    ['rtx', '/Search/rtx'],
    // The space encoded three times, as every redirect to the search page is: %20, %2520, %252520.
    ['rtx 5080', '/Search/rtx%2525205080'],
  ])('sends "%s" to %s', (term, target) => {
    expect(homeSearchTarget(term)).toBe(target);
  });

  it('searches once, 300 ms after the last key, for the whole term', () => {
    const go = vi.fn();
    for (const typed of ['r', 'rt', 'rtx', 'rtx 5']) {
      scheduleHomeSearch(typed, { isOnHomePage: () => true, go });
      vi.advanceTimersByTime(299);
    }
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledExactlyOnceWith('/Search/rtx%2525205');
  });

  it('does nothing for two characters, nor once the shopper has left the home page', () => {
    const go = vi.fn();
    scheduleHomeSearch('rt', { isOnHomePage: () => true, go });
    vi.advanceTimersByTime(300);
    scheduleHomeSearch('rtx', { isOnHomePage: () => false, go });
    vi.advanceTimersByTime(300);
    expect(go).not.toHaveBeenCalled();
  });
});
