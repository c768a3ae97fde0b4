// Print files made on save (issue 20 item 5). The save's transaction records one 'pending' job per printed panel
// (queuePrintExports), so a committed design always has its jobs and a rolled-back save has none; after the commit
// the saving process renders them (runPrintExports) without holding the design's row lock or making the shopper
// wait seconds for a 300 DPI PNG. A later save replaces the jobs: a render that finishes late finds its row gone
// (or re-queued under a new id) and writes nothing. A job left pending by a crash between the commit and the render
// is picked up by the worker (printExportWorker.ts) a minute later; until then the file route renders on request.
import { PRINT_DPI } from '@rigkit/domain/uvPrint';
import type { Db } from '../db/openDatabase.ts';
import { renderDesignPanel } from './printExport.ts';

/** Inside the save's transaction: the design's earlier files are dropped, one pending job per printed panel. */
export async function queuePrintExports(trx: Db, designId: number, printedPanels: readonly string[], now: Date): Promise<void> {
  await trx.deleteFrom('uv_print_exports').where('design_id', '=', designId).execute();
  if (printedPanels.length === 0) return;
  await trx
    .insertInto('uv_print_exports')
    .values(printedPanels.map((panel_name) => ({ design_id: designId, panel_name, state: 'pending' as const, dpi: PRINT_DPI, queued_at: now })))
    .execute();
}

const running = new Set<Promise<void>>();

/** After the commit: renders the design's pending jobs. Never rejects; a panel that cannot be rendered is 'failed'. */
export function runPrintExports(db: Db, designId: number): Promise<void> {
  const run = renderPending(db, designId).finally(() => running.delete(run));
  running.add(run);
  return run;
}

/** Resolves when every render this process started has finished (tests and a graceful shutdown wait on it). */
export async function printExportsSettled(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}

/** A recorded job: which panel of which design, at what resolution. */
export interface PrintExportJob {
  export_id: number;
  panel_name: string;
  dpi: number;
}

/** Renders one pending job and stores the file, or marks it 'failed'; writes nothing when the job is no longer pending. */
export async function renderPrintExport(db: Db, designId: number, inventoryItemId: number, job: PrintExportJob): Promise<void> {
  try {
    const file = await renderDesignPanel(db, { designId, inventoryItemId, panelName: job.panel_name, dpi: job.dpi });
    if (!file) throw new Error(`Panel ${job.panel_name} is not printable on item ${inventoryItemId}`);
    await db
      .updateTable('uv_print_exports')
      .set({ state: 'done', content: file.png, width_pixels: file.widthPixels, height_pixels: file.heightPixels, rendered_at: new Date(), failure: null })
      .where('export_id', '=', job.export_id)
      .where('state', '=', 'pending')
      .execute();
  } catch (error) {
    await db
      .updateTable('uv_print_exports')
      .set({ state: 'failed', failure: error instanceof Error ? error.message : String(error), rendered_at: new Date() })
      .where('export_id', '=', job.export_id)
      .where('state', '=', 'pending')
      .execute();
  }
}

async function renderPending(db: Db, designId: number): Promise<void> {
  try {
    const design = await db.selectFrom('uv_designs').select('inventory_item_id').where('design_id', '=', designId).executeTakeFirst();
    if (!design) return;
    const jobs = await db.selectFrom('uv_print_exports').select(['export_id', 'panel_name', 'dpi']).where('design_id', '=', designId).where('state', '=', 'pending').orderBy('export_id').execute();
    for (const job of jobs) await renderPrintExport(db, designId, design.inventory_item_id, job);
  } catch {
    // The database went away mid-run (a shutdown): the jobs stay pending for the worker (printExportWorker.ts).
  }
}
