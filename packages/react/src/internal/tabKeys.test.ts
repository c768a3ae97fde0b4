import { describe, expect, it } from 'vitest';
import { tabForKey } from './tabKeys.ts';

const tabs = [{ key: 'a' }, { key: 'b' }, { key: 'c' }] as const;

describe('the tabs pattern keys (WAI-ARIA APG)', () => {
  it.each([
    ['ArrowRight', 'a', [], 'b'],
    ['ArrowRight', 'c', [], 'a'],
    ['ArrowLeft', 'a', [], 'c'],
    ['Home', 'c', [], 'a'],
    ['End', 'a', [], 'c'],
    ['ArrowRight', 'a', ['b'], 'c'],
    ['End', 'a', ['c'], 'b'],
    ['Enter', 'a', [], undefined],
  ] as const)('%s from %s (disabled %j) → %s', (pressed, selected, disabled, expected) => {
    expect(tabForKey(tabs, selected, pressed, disabled)).toBe(expected);
  });
});
