// Total Blocking Time rebuilt from the CPU time of the page's main-thread tasks, as a load-robust companion to
// Lighthouse's figure. Lighthouse's simulated throttling multiplies each task's wall-clock duration by 4 (by 2 for a
// task that lays out) and counts what exceeds 50 ms; on a 2-core machine shared with other work, a task's wall time
// includes the time the thread waited for a core, so one build measured 15 to 870 ms over five consecutive runs.
// The trace also records each task's thread time (`tdur`), which waiting does not inflate: the same sum over thread
// times is what the page would score on an idle machine, and what a change to the page moves.
// Approximate: tasks from the observed first paint on (Lighthouse's window runs from its simulated first paint to
// its simulated time to interactive), and time the thread spent blocked on another process is not counted.

export interface TraceEvent {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  /** The thread's name on a thread_name metadata event. */
  args?: { name?: string };
}

// The top-level task names Lighthouse's simulation schedules (its PageDependencyGraph).
const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork', 'TaskQueueManager::ProcessTaskFromWorkQueue']);
const blockingThresholdMs = 50;
const cpuSlowdown = 4;
// Lighthouse's layoutTaskMultiplier: layout is taken to slow down half as much as script on a phone.
const layoutSlowdown = 2;

/** The blocking time of the page whose first contentful paint is in `events`; undefined when there is none. */
export function threadBlockingTimeMs(events: readonly TraceEvent[]): number | undefined {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return undefined;
  const main = events.filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X' && event.dur !== undefined);
  const candidates = main.filter((event) => taskNames.has(event.name)).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // One task can be recorded under two of the names, one inside the other: keep the outermost.
  const tasks: TraceEvent[] = [];
  for (const task of candidates) {
    const last = tasks.at(-1);
    if (!last || task.ts >= last.ts + (last.dur ?? 0)) tasks.push(task);
  }
  const layouts = main.filter((event) => event.name === 'Layout');
  let total = 0;
  for (const task of tasks) {
    if (task.ts < paint.ts) continue;
    const end = task.ts + (task.dur ?? 0);
    const laysOut = layouts.some((layout) => layout.ts >= task.ts && layout.ts < end);
    const threadMs = (task.tdur ?? task.dur ?? 0) / 1000;
    total += Math.max(0, threadMs * (laysOut ? layoutSlowdown : cpuSlowdown) - blockingThresholdMs);
  }
  return total;
}
