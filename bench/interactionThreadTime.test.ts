import { describe, expect, it } from 'vitest';
import type { InteractionTraceEvent } from './interactionThreadTime.ts';
import { interactionThreadTimesMs } from './interactionThreadTime.ts';

const main = { pid: 1, tid: 7 };
const mainName: InteractionTraceEvent = { ...main, name: 'thread_name', ph: 'M', ts: 0, args: { name: 'CrRendererMain' } };
const task = (ts: number, durMs: number, threadMs: number, tid = main.tid): InteractionTraceEvent => ({ ...main, tid, name: 'RunTask', ph: 'X', ts, dur: durMs * 1000, tdur: threadMs * 1000 });
const dispatch = (ts: number, type: string): InteractionTraceEvent => ({ ...main, name: 'EventDispatch', ph: 'X', ts, dur: 100, args: { data: { type } } });
const paint = (ts: number): InteractionTraceEvent => ({ ...main, name: 'Paint', ph: 'X', ts, dur: 100 });

describe('interactionThreadTimesMs', () => {
  it('sums the thread time of the tasks from the press to the task that paints after its click', () => {
    const events = [
      mainName,
      task(1_000_000, 10, 6),
      dispatch(1_000_100, 'pointerdown'),
      dispatch(1_000_200, 'mousedown'),
      task(1_020_000, 30, 20),
      dispatch(1_020_100, 'pointerup'),
      dispatch(1_020_300, 'click'),
      task(1_060_000, 12, 8),
      paint(1_065_000),
      // After the paint: a later answer's work, not this interaction's.
      task(1_200_000, 40, 40),
    ];
    expect(interactionThreadTimesMs(events)).toEqual([34]);
  });

  it('ends an interaction that paints nothing with its last handler, and tells presses apart', () => {
    const events = [
      mainName,
      task(1_000_000, 5, 3),
      dispatch(1_000_100, 'pointerdown'),
      dispatch(1_000_200, 'click'),
      task(1_100_000, 5, 4),
      dispatch(1_100_100, 'keydown'),
      task(1_110_000, 20, 15),
      dispatch(1_110_100, 'keyup'),
      task(1_130_000, 9, 9),
      paint(1_131_000),
    ];
    expect(interactionThreadTimesMs(events)).toEqual([3, 28]);
  });

  it("after a mark, counts only the mark's first interaction", () => {
    const mark = (ts: number): InteractionTraceEvent => ({ ...main, name: 'rigkit-interaction', ph: 'R', ts });
    const events = [
      mainName,
      // A sample: the menu opened (not measured), then the mark, then the measured press.
      task(1_000_000, 5, 5),
      dispatch(1_000_100, 'pointerdown'),
      dispatch(1_000_200, 'click'),
      mark(1_050_000),
      task(1_100_000, 7, 7),
      dispatch(1_100_100, 'pointerdown'),
      dispatch(1_100_200, 'click'),
      // Closing a dialog afterwards: not measured either.
      task(1_300_000, 9, 9),
      dispatch(1_300_100, 'keydown'),
      dispatch(1_300_200, 'keyup'),
    ];
    expect(interactionThreadTimesMs(events, 'rigkit-interaction')).toEqual([7]);
  });

  it('counts the main thread only', () => {
    const events = [mainName, task(1_000_000, 5, 5), dispatch(1_000_100, 'keydown'), dispatch(1_000_200, 'keyup'), task(1_001_000, 50, 50, 9)];
    expect(interactionThreadTimesMs(events)).toEqual([5]);
  });
});
