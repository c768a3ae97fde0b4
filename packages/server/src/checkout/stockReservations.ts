// Stock held for an order while it is placed (spec 3 §4.4; issue 15). Every order of a popular item waits on that
// item's stock row, so the row is locked only for the reservation itself, a short transaction of its own, and not
// while the order is written and the card is captured (bench/checkout.bench.ts, throughput). The order's transaction
// claims the reservation as it commits; an order that is refused gives its units back; units held by a process that
// died in between are given back once the reservation is older than any order takes to place.
import { randomUUID } from 'node:crypto';
import { sql, type QueryCreator } from 'kysely';
import { allocateStock, orderRejectionMessages, stockDemand, type StockAllocation } from '@rigkit/domain/checkout';
import type { CatalogueSnapshot } from '../catalogue/catalogueIndex.ts';
import type { CartState } from '../cart/cartService.ts';
import type { Db } from '../db/openDatabase.ts';
import type { DatabaseTables } from '../db/schema.ts';
import { OrderRefused } from './orderRefused.ts';

/** Designed: an order is placed within seconds; one still unclaimed after 10 minutes belongs to a process that died. */
export const abandonedReservationMilliseconds = 10 * 60_000;

export interface StockReservation {
  reservationGuid: string;
  /** Rows recorded, each claimed exactly once by the order. */
  rowCount: number;
  isBackorder: boolean;
}

/** Takes the cart's units from stock now and records them under a new reservation, or refuses the order. */
export async function reserveStock(db: Db, cart: CartState, snapshot: CatalogueSnapshot, warehouseId: number, now: Date): Promise<StockReservation> {
  const demand = stockDemand(cart.lines);
  const reservationGuid = randomUUID();
  if (demand.size === 0) return { reservationGuid, rowCount: 0, isBackorder: false };
  const reserved = (await reserveAsPlanned(db, demand, warehouseId, reservationGuid, now)) ?? (await reserveLocked(db, demand, warehouseId, reservationGuid, now));
  if (reserved.ok) return { reservationGuid, ...reserved.reservation };
  // Units a dead process still holds may be what is missing: given back, the cart gets one more try.
  if ((await releaseAbandonedReservations(db, now)) > 0) {
    const retried = await reserveLocked(db, demand, warehouseId, reservationGuid, now);
    if (retried.ok) return { reservationGuid, ...retried.reservation };
  }
  const short = reserved.shortItemIds.map((itemId) => snapshot.items.get(itemId)?.description ?? `item ${itemId}`);
  throw new OrderRefused(orderRejectionMessages.notEnoughStock(short));
}

type Reserved = { ok: true; reservation: { rowCount: number; isBackorder: boolean } } | { ok: false; shortItemIds: number[] };

/**
 * The common case in one statement: a cart whose units all come from one stock row, planned from an unlocked read,
 * taken only if the row still has them. The row is locked for that statement alone. Undefined when the cart needs
 * more than one row, when the plan is a backorder or a refusal, or when another order got there first: the locked
 * path decides those.
 */
async function reserveAsPlanned(db: Db, demand: ReadonlyMap<number, number>, warehouseId: number, reservationGuid: string, now: Date): Promise<Reserved | undefined> {
  const plan = allocateStock(demand, await stockRows(db, demand), warehouseId);
  if (!plan.ok || plan.backorders.length > 0 || plan.allocations.length !== 1) return undefined;
  const [allocation] = plan.allocations as [StockAllocation];
  // One statement is its own transaction: one round trip instead of BEGIN, SET LOCAL, the change and COMMIT.
  const { rows } = await sql<{ taken: number }>`
    WITH ${noDiskWait},
    taken AS (
      UPDATE stock SET quantity = quantity - ${allocation.quantity}
      WHERE inventory_item_id = ${allocation.inventoryItemId} AND inventory_warehouse_id = ${allocation.inventoryWarehouseId} AND quantity >= ${allocation.quantity}
      RETURNING inventory_item_id, inventory_warehouse_id
    )
    INSERT INTO stock_reservations (reservation_guid, inventory_item_id, inventory_warehouse_id, quantity, reserved_at)
    SELECT ${reservationGuid}, inventory_item_id, inventory_warehouse_id, ${allocation.quantity}, ${now} FROM taken, no_disk_wait
    RETURNING 1 AS taken`.execute(db);
  return rows.length === 1 ? { ok: true, reservation: { rowCount: 1, isBackorder: false } } : undefined;
}

/** Every case: the item's stock rows locked in item and warehouse order (no deadlock cycles), allocated, taken. */
async function reserveLocked(db: Db, demand: ReadonlyMap<number, number>, warehouseId: number, reservationGuid: string, now: Date): Promise<Reserved> {
  return withoutWaitingForDisk(db, async (trx) => {
    const result = allocateStock(demand, await stockRows(trx, demand, { forUpdate: true }), warehouseId);
    if (!result.ok) return result;
    for (const allocation of result.allocations) {
      await trx
        .updateTable('stock')
        .set((eb) => ({ quantity: eb('quantity', '-', allocation.quantity) }))
        .where('inventory_item_id', '=', allocation.inventoryItemId)
        .where('inventory_warehouse_id', '=', allocation.inventoryWarehouseId)
        .execute();
    }
    if (result.allocations.length > 0) {
      await trx
        .insertInto('stock_reservations')
        .values(result.allocations.map((allocation) => ({ reservation_guid: reservationGuid, inventory_item_id: allocation.inventoryItemId, inventory_warehouse_id: allocation.inventoryWarehouseId, quantity: allocation.quantity, reserved_at: now })))
        .execute();
    }
    return { ok: true, reservation: { rowCount: result.allocations.length, isBackorder: result.backorders.length > 0 } };
  });
}

async function stockRows(db: Db, demand: ReadonlyMap<number, number>, { forUpdate = false } = {}) {
  let query = db
    .selectFrom('stock')
    .select(['inventory_item_id', 'inventory_warehouse_id', 'quantity', 'eta'])
    .where('inventory_item_id', 'in', [...demand.keys()])
    .orderBy('inventory_item_id')
    .orderBy('inventory_warehouse_id');
  if (forUpdate) query = query.forUpdate();
  const rows = await query.execute();
  return rows.map((row) => ({ inventoryItemId: row.inventory_item_id, inventoryWarehouseId: row.inventory_warehouse_id, quantity: row.quantity, eta: row.eta }));
}

/**
 * A part of the statement that writes the order (placeOrder.ts): the reservation's rows are deleted, and so become
 * the order's. The order is refused if they are no longer there (given back as abandoned while this order took
 * longer than any should), since their units may have been sold again.
 */
export function claimReservation(db: QueryCreator<DatabaseTables>, reservation: StockReservation) {
  return db.deleteFrom('stock_reservations').where('reservation_guid', '=', reservation.reservationGuid).returning('reservation_guid');
}

/** After `claimReservation`: every row recorded must have been claimed, or the order is refused. */
export function assertClaimed(claimedRows: number, reservation: StockReservation): void {
  if (claimedRows !== reservation.rowCount) throw new OrderRefused(orderRejectionMessages.notEnoughStock([]));
}

/** Gives a reservation's units back to stock; a reservation already claimed or given back gives nothing. */
export async function releaseReservation(db: Db, reservation: StockReservation): Promise<void> {
  if (reservation.rowCount === 0) return;
  await giveBack(db, sql`reservation_guid = ${reservation.reservationGuid}`);
}

/** Gives back every reservation older than an order takes to place; the number of rows given back. */
export async function releaseAbandonedReservations(db: Db, now: Date): Promise<number> {
  return giveBack(db, sql`reserved_at < ${new Date(now.getTime() - abandonedReservationMilliseconds)}`);
}

/**
 * One statement: a row can be deleted once, so two processes giving back the same reservation cannot both add it.
 * (PostgreSQL runs a data-modifying WITH once and to completion whether or not the outer query reads it.)
 */
async function giveBack(db: Db, which: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await sql<{ released: number }>`
    WITH ${noDiskWait},
    released AS (DELETE FROM stock_reservations WHERE ${which} RETURNING inventory_item_id, inventory_warehouse_id, quantity),
    totals AS (SELECT inventory_item_id, inventory_warehouse_id, sum(quantity)::integer AS quantity FROM released GROUP BY 1, 2),
    restocked AS (
      UPDATE stock SET quantity = stock.quantity + totals.quantity FROM totals
      WHERE stock.inventory_item_id = totals.inventory_item_id AND stock.inventory_warehouse_id = totals.inventory_warehouse_id
    )
    SELECT count(*)::integer AS released FROM released, no_disk_wait`.execute(db);
  return rows[0]?.released ?? 0;
}

/**
 * A change to the stock rows that commits without waiting for its write-ahead log to reach the disk, so the row
 * lock every order of the item queues on is held for the statement only, not for a disk flush too. Nothing is
 * risked: the order that claims a reservation commits durably later, and PostgreSQL's log is written in order, so
 * its flush makes every earlier reservation durable as well; a crash before that loses the reservation together with
 * an order that was never confirmed. A lost give-back leaves a reservation that is given back as abandoned.
 */
function withoutWaitingForDisk<T>(db: Db, change: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL synchronous_commit = off`.execute(trx);
    return change(trx);
  });
}

/**
 * The same for a single statement, which is its own transaction: a `WITH` item the statement joins (a `SELECT` item
 * it did not read would not run), setting `synchronous_commit` for the statement's transaction only. Run on the pool,
 * never inside another transaction, whose commit it would make asynchronous too.
 */
const noDiskWait = sql`no_disk_wait AS MATERIALIZED (SELECT set_config('synchronous_commit', 'off', true))`;
