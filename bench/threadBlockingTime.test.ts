import { describe, expect, it } from 'vitest';
import type { TraceEvent } from './threadBlockingTime.ts';
import { threadBlockingTimeMs } from './threadBlockingTime.ts';

const main = { pid: 1, tid: 7 };
const task = (ts: number, durMs: number, threadMs: number, name = 'RunTask'): TraceEvent => ({ ...main, name, ph: 'X', ts, dur: durMs * 1000, tdur: threadMs * 1000 });
const paint: TraceEvent = { ...main, name: 'firstContentfulPaint', ph: 'R', ts: 1_000_000 };

describe('threadBlockingTimeMs', () => {
  it('counts what 4x the thread time of each task after the first paint exceeds 50 ms, whatever the wall time', () => {
    const events = [paint, task(500_000, 40, 40), task(1_100_000, 80, 20), task(1_200_000, 15, 10)];
    // 20 ms x 4 = 80 -> 30 blocking; 10 ms x 4 = 40 -> none; the task before the paint is not counted.
    expect(threadBlockingTimeMs(events)).toBe(30);
  });

  it('takes 2x for a task that lays out, as Lighthouse does', () => {
    const events = [paint, task(1_100_000, 40, 40), { ...main, name: 'Layout', ph: 'X', ts: 1_110_000, dur: 5000 }];
    expect(threadBlockingTimeMs(events)).toBe(30);
  });

  it('counts a task recorded under two names once, and other threads not at all', () => {
    const events = [paint, task(1_100_000, 30, 30), task(1_100_010, 29, 29, 'ThreadControllerImpl::RunTask'), { ...task(1_100_000, 60, 60), tid: 8 }];
    expect(threadBlockingTimeMs(events)).toBe(70);
  });

  it('has no figure without a first paint', () => {
    expect(threadBlockingTimeMs([task(1_100_000, 30, 30)])).toBeUndefined();
  });
});
