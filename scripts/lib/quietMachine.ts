// Benches judge their figures on a quiet machine (load average under 1). A full `npm run bench` makes its own load:
// the builds and the load benches keep the cores busy for minutes, and the one-minute load average they
// leave behind was 2 when the latency benches after them started. So each bench waits for the machine to settle
// first, and the run says the load each one started at.
import { loadavg } from 'node:os';

/** The load average under which a machine counts as quiet. */
export const QUIET_LOAD = 1;

export interface QuietWait {
  /** The one-minute load average when the wait ended. */
  load: number;
  waitedSeconds: number;
  isQuiet: boolean;
}

/**
 * Resolves once the one-minute load average is under QUIET_LOAD, or after `maxSeconds` with the machine still busy
 * (the caller says so beside its figures rather than waiting for ever on a machine someone else is using).
 */
export async function waitForQuietMachine(maxSeconds = 180, pollSeconds = 5): Promise<QuietWait> {
  const started = performance.now();
  const waited = () => (performance.now() - started) / 1000;
  for (;;) {
    const [load = 0] = loadavg();
    if (load < QUIET_LOAD || waited() >= maxSeconds) return { load, waitedSeconds: Math.round(waited()), isQuiet: load < QUIET_LOAD };
    await new Promise((resolve) => setTimeout(resolve, pollSeconds * 1000));
  }
}
