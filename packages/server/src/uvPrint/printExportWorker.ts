// The print-file worker (issue 20): a save records its jobs in its transaction and renders them after the commit
// (printExportJobs.ts), so a crash or restart between the two leaves jobs 'pending' that no request would finish.
// Started with the server, it takes one job at a time that has waited over a minute (the saving process has had its
// chance), renders it and looks again; when none is waiting it sleeps. Several servers on one database never take
// the same job: the claim is one statement that locks the row with FOR UPDATE SKIP LOCKED and moves its queued_at to
// now, a lease: a worker that dies mid-render leaves the job to be taken again a minute later. PGlite runs the same
// statement (one connection, so nothing to skip).
import { sql } from 'kysely';
import type { Db } from '../db/openDatabase.ts';
import { renderPrintExport } from './printExportJobs.ts';

/** A job pending longer than this was left by a crash (designed: a save renders its files within seconds). */
export const ABANDONED_AFTER_MS = 60_000;
/** How long the worker sleeps when no job is waiting (designed). */
export const WORKER_IDLE_MS = 15_000;

export interface PrintExportWorker {
  /** Claims and renders one abandoned job; true when there was one. */
  runOnce(): Promise<boolean>;
  /** Stops looking for jobs and waits for the render in progress. */
  stop(): Promise<void>;
}

export interface PrintExportWorkerOptions {
  /** Sleep between empty looks. @default WORKER_IDLE_MS */
  idleMs?: number;
  /** The clock (tests). @default () => new Date() */
  now?: () => Date;
}

/** Claims the oldest abandoned job, leasing it to this worker for another minute; undefined when none waits. */
async function claimAbandonedJob(db: Db, now: Date) {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const claimed = await sql<{ export_id: number; design_id: number; panel_name: string; dpi: number }>`
    UPDATE uv_print_exports SET queued_at = ${now.toISOString()}::timestamptz
    WHERE export_id = (
      SELECT export_id FROM uv_print_exports
      WHERE state = 'pending' AND queued_at < ${cutoff.toISOString()}::timestamptz
      ORDER BY queued_at, export_id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    ) AND state = 'pending'
    RETURNING export_id, design_id, panel_name, dpi`.execute(db);
  return claimed.rows[0];
}

/** Starts the worker: one job at a time, never two renders at once in this process. */
export function startPrintExportWorker(db: Db, options: PrintExportWorkerOptions = {}): PrintExportWorker {
  const { idleMs = WORKER_IDLE_MS, now = () => new Date() } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<boolean> = Promise.resolve(false);

  const runOnce = async (): Promise<boolean> => {
    const job = await claimAbandonedJob(db, now());
    if (!job) return false;
    const design = await db.selectFrom('uv_designs').select('inventory_item_id').where('design_id', '=', job.design_id).executeTakeFirst();
    // A design deleted since takes its jobs with it (ON DELETE CASCADE): nothing to render.
    if (design) await renderPrintExport(db, job.design_id, design.inventory_item_id, job);
    return true;
  };

  // Every run, the loop's and a caller's, waits for the one before: one render at a time.
  const exclusive = (): Promise<boolean> => {
    current = current.catch(() => false).then(runOnce);
    return current;
  };

  const loop = () => {
    if (stopped) return;
    void exclusive()
      .catch(() => false)
      .then((found) => {
        if (stopped) return;
        // Straight on while jobs wait; otherwise sleep. The timer never keeps the process alive.
        timer = setTimeout(loop, found ? 0 : idleMs);
        timer.unref();
      });
  };
  loop();

  return {
    runOnce: exclusive,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current.catch(() => undefined);
    },
  };
}
