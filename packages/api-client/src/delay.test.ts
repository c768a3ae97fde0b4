import { afterEach, describe, expect, it, vi } from 'vitest';
import { delay } from './delay.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('delay', () => {
  it('resolves after the time given and not before', async () => {
    vi.useFakeTimers();
    let isDone = false;
    const waiting = delay(200).then(() => (isDone = true));
    await vi.advanceTimersByTimeAsync(199);
    expect(isDone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(isDone).toBe(true);
  });

  it('rejects at once when the signal is already aborted', async () => {
    vi.useFakeTimers();
    await expect(delay(200, AbortSignal.abort('gone'))).rejects.toBe('gone');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with the reason as soon as the signal aborts', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const waiting = delay(200, controller.signal);
    controller.abort('gone');
    await expect(waiting).rejects.toBe('gone');
    expect(vi.getTimerCount()).toBe(0);
  });
});
