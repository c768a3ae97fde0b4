import { describe, expect, it } from 'vitest';
import { rememberViewKeys } from './viewKeyMemo.ts';

function memoWithClock(keys: Record<string, string | undefined>, options: { maxEntries?: number } = {}) {
  let time = 0;
  const reads: string[] = [];
  const memo = rememberViewKeys(
    (cookieHeader) => {
      reads.push(cookieHeader);
      return Promise.resolve(keys[cookieHeader]);
    },
    { maxAgeMs: 1_000, now: () => time, ...options },
  );
  return { memo, reads, advance: (ms: number) => (time += ms) };
}

describe('rememberViewKeys', () => {
  it('reads a shopper’s view once, then answers it for a second', async () => {
    const { memo, reads, advance } = memoWithClock({ 'plesession=a': 'cart 2' });
    expect(await memo.viewKey('plesession=a')).toBe('cart 2');
    advance(999);
    expect(await memo.viewKey('plesession=a')).toBe('cart 2');
    expect(reads).toHaveLength(1);
    advance(1);
    await memo.viewKey('plesession=a');
    expect(reads).toHaveLength(2);
  });

  it('knows the shopper by their session and login cookies alone, whatever other cookies come with them', async () => {
    const { memo, reads } = memoWithClock({ 'plesession=a; _ga=1': 'cart 2' });
    await memo.viewKey('plesession=a; _ga=1');
    await memo.viewKey('_ga=2; plesession=a');
    expect(reads).toEqual(['plesession=a; _ga=1']);
  });

  it('reads again once the shopper’s view is forgotten', async () => {
    const { memo, reads } = memoWithClock({ 'plesession=a': 'cart 2' });
    await memo.viewKey('plesession=a');
    memo.forget('plesession=a; _ga=1');
    await memo.viewKey('plesession=a');
    expect(reads).toHaveLength(2);
  });

  it('does not remember a session it could not read', async () => {
    const { memo, reads } = memoWithClock({});
    expect(await memo.viewKey('plesession=gone')).toBeUndefined();
    await Promise.resolve();
    expect(await memo.viewKey('plesession=gone')).toBeUndefined();
    expect(reads).toHaveLength(2);
  });

  it('keeps at most its number of shoppers, dropping the expired first', async () => {
    const { memo, reads, advance } = memoWithClock({ 'plesession=a': 'a', 'plesession=b': 'b', 'plesession=c': 'c' }, { maxEntries: 2 });
    await memo.viewKey('plesession=a');
    advance(1_000);
    await memo.viewKey('plesession=b');
    await memo.viewKey('plesession=c');
    await memo.viewKey('plesession=b');
    expect(reads).toEqual(['plesession=a', 'plesession=b', 'plesession=c']);
  });
});
