// Cross-tab sync (spec 1 §4): "at most one broadcast per 500 ms". What another tab hears is the message count.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let sent: unknown[];

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  sent = [];
  vi.spyOn(BroadcastChannel.prototype, 'postMessage').mockImplementation((message: unknown) => void sent.push(message));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function freshModule() {
  return import('./crossTab.ts');
}

describe('announceSessionChange', () => {
  it('tells the other tabs at once about a first change', async () => {
    const { announceSessionChange } = await freshModule();
    announceSessionChange();
    expect(sent).toEqual([{ type: 'session-changed' }]);
  });

  it('sends a burst of changes inside 500 ms as one more message at the end of the interval', async () => {
    const { announceSessionChange, crossTabMinimumIntervalMs } = await freshModule();
    expect(crossTabMinimumIntervalMs).toBe(500);
    announceSessionChange();
    for (let change = 0; change < 10; change++) {
      vi.advanceTimersByTime(40);
      announceSessionChange();
    }
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(99);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(2);
  });

  it('sends at once again when the last message is more than 500 ms old', async () => {
    const { announceSessionChange } = await freshModule();
    announceSessionChange();
    vi.advanceTimersByTime(501);
    announceSessionChange();
    expect(sent).toHaveLength(2);
  });
});
