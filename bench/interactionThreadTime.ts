// The main-thread time of each interaction in a Chromium trace (issue 21 item 2): what the page's own work cost,
// beside the Event Timing latency that also holds input delivery and waiting for the frame. An interaction runs from
// its input's first handler (pointerdown, mousedown or keydown) to the end of the first task after its last handler
// (click, pointerup, mouseup or keyup) that paints, as Event Timing ends at the next paint; its time is the thread
// time (`tdur`, which a busy machine does not inflate) of the main thread's tasks inside that window. An interaction
// that paints nothing (a click that changes nothing) ends with its last handler's task. Given a mark's name (a
// `performance.mark` recorded under blink.user_timing), only the first interaction after each such mark counts, so
// the steps a sample takes before its measured input (opening a menu, closing a dialog) are left out.
import type { TraceEvent } from './threadBlockingTime.ts';

/** A trace event as this module reads it: EventDispatch carries the DOM event's type. */
export type InteractionTraceEvent = TraceEvent & { args?: { name?: string; data?: { type?: string } } };

const inputStarts = new Set(['pointerdown', 'mousedown', 'keydown']);
const inputEnds = new Set(['click', 'pointerup', 'mouseup', 'keyup']);
const paintNames = new Set(['Paint', 'PrePaint']);
/** A paint further than this after the last handler belongs to something else (a later answer, an animation). */
const paintWindowMicroseconds = 500_000;

export function interactionThreadTimesMs(events: readonly InteractionTraceEvent[], markName?: string): number[] {
  const mainThreads = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const main = events.filter((event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`)).sort((a, b) => a.ts - b.ts);
  const tasks = main.filter((event) => event.name === 'RunTask');
  const end = (event: TraceEvent) => event.ts + (event.dur ?? 0);
  const taskAt = (ts: number) => tasks.find((task) => task.ts <= ts && ts <= end(task));
  const dispatches = main.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type !== undefined);
  const paints = main.filter((event) => paintNames.has(event.name));

  const measured: { ts: number; ms: number }[] = [];
  let index = 0;
  while (index < dispatches.length) {
    const start = dispatches[index] as InteractionTraceEvent;
    index += 1;
    if (!inputStarts.has(start.args?.data?.type ?? '')) continue;
    // The handlers of this input (a press dispatches pointerdown and mousedown), until an input starts after its end.
    let lastHandler = start;
    while (index < dispatches.length) {
      const dispatch = dispatches[index] as InteractionTraceEvent;
      const type = dispatch.args?.data?.type ?? '';
      if (inputStarts.has(type) && lastHandler !== start) break;
      if (inputEnds.has(type)) lastHandler = dispatch;
      index += 1;
    }
    const handled = end(taskAt(lastHandler.ts) ?? lastHandler);
    const nextInput = dispatches[index]?.ts ?? Infinity;
    const paint = paints.find((event) => event.ts >= lastHandler.ts && event.ts < nextInput && event.ts - handled <= paintWindowMicroseconds);
    const windowEnd = paint ? end(taskAt(paint.ts) ?? paint) : handled;
    const windowStart = taskAt(start.ts)?.ts ?? start.ts;
    const threadMicroseconds = tasks.filter((task) => task.ts >= windowStart && task.ts < windowEnd).reduce((sum, task) => sum + (task.tdur ?? task.dur ?? 0), 0);
    measured.push({ ts: start.ts, ms: threadMicroseconds / 1000 });
  }
  if (markName === undefined) return measured.map((interaction) => interaction.ms);
  const marks = events.filter((event) => event.name === markName).map((event) => event.ts).sort((a, b) => a - b);
  return marks.flatMap((mark, at) => {
    const first = measured.find((interaction) => interaction.ts >= mark && interaction.ts < (marks[at + 1] ?? Infinity));
    return first ? [first.ms] : [];
  });
}
