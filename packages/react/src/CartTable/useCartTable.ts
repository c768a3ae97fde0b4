import type { components } from '@rigkit/api-client';
import { availabilityMessages, dispatchBlockNotices, isSoldOut, productAvailabilityText } from '@rigkit/domain/availability';
import { isCartLineReadOnly, isWishlistCartLine } from '@rigkit/domain/cart';
import { KitItemIds } from '@rigkit/domain/kit';
import { centsFromDollars, formatPrice } from '@rigkit/domain/money';
import { useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { nextPaint } from '../internal/nextPaint.ts';
import { cartTableMessages } from './messages.ts';
import { useEmptyCartDelay } from './useEmptyCartDelay.ts';

/** A cart line as the API sends it (spec 2 §3 "Cart line"). */
export type CartTableLine = components['schemas']['CartLine'];
/** A kit child of a cart line (spec 2 §3 KitChildren). */
export type CartKitChildLine = components['schemas']['KitChildLine'];

/** A line's life: idle, its new quantity being saved, or 'Removing' (spec 2 §4 "Cart line removal"). */
export type CartLineState = 'idle' | 'updating' | 'removing';

/** The line's stock as a named state for styling: orderable now, after a transfer, or out of stock. */
export type CartLineAvailabilityState = 'available' | 'after-transfer' | 'out-of-stock';

/** The table as a whole: lines shown, waiting to be sure it is empty, empty, or clearing every line. */
export type CartTableState = 'filled' | 'pending-empty' | 'empty' | 'clearing';

export interface CartTableProps {
  /** The cart's lines (controlled). */
  lines?: readonly CartTableLine[];
  /** The cart's first lines when uncontrolled. @default [] */
  defaultLines?: readonly CartTableLine[];
  /** Called with the cart the server returned after a removal, a quantity change or Clear All. */
  onLinesChange?: (lines: readonly CartTableLine[]) => void;
  /** Removes one line; resolves with the cart's new lines, which replace the table's (spec 2 §4). */
  onRemove?: (line: CartTableLine) => Promise<readonly CartTableLine[]>;
  /** Saves a new quantity picked from 1–5 or typed; may resolve with the cart's new lines. */
  onQuantityChange?: (line: CartTableLine, quantity: number) => Promise<readonly CartTableLine[] | undefined> | undefined;
  /** Empties the cart (Clear All); resolves with the lines left. Clear All is hidden without it. */
  onClearAll?: () => Promise<readonly CartTableLine[]>;
  /** Wishlist admin mode, where wishlist lines can be changed and removed (spec 2 §5). @default false */
  isWishlistAdmin?: boolean;
  /** The moment dispatch blocks are compared with; inject it for stable stories and tests. @default new Date() */
  now?: Date;
  /** Names a kit child, which the cart line carries only as an id. @default 'Item {InventoryItemId}' */
  kitChildDescription?: (child: CartKitChildLine, line: CartTableLine) => string | undefined;
}

export interface CartKitChildRow {
  key: string;
  description: string;
  quantity: number;
}

export interface CartTableRow {
  line: CartTableLine;
  key: string;
  description: string;
  state: CartLineState;
  /** Wishlist lines are read-only outside wishlist admin mode: no quantity change, no removal (spec 2 §5). */
  isReadOnly: boolean;
  isWishlistLine: boolean;
  /** The UV panel print product (item 663936), whose line links to /UVPrinting (spec 2 §2). */
  isUvPrintLine: boolean;
  quantity: number;
  /** UnitCost formatted to two decimals ("$749.00"). */
  unitPrice: string;
  /** ExtendedCost formatted to two decimals. */
  total: string;
  availabilityText: string | undefined;
  availabilityState: CartLineAvailabilityState | undefined;
  /** "Goods cannot be dispatched or provided to customers until {date}", "Cannot be ordered until {date}" (spec 2 §8). */
  dispatchNotices: string[];
  kitChildren: CartKitChildRow[];
}

export interface CartTableAria {
  state: CartTableState;
  rows: CartTableRow[];
  /** Whether Clear All is offered (a callback and at least one line). */
  canClearAll: boolean;
  /** Starts the removal of a line; ignored while that line is already being removed. */
  remove: (line: CartTableLine) => void;
  /** Saves a new quantity; ignored for read-only lines and unchanged quantities. */
  setQuantity: (line: CartTableLine, quantity: number) => void;
  clearAll: () => void;
}

// The line's stock text: the API's own Availability text when it sends one (spec 1 §3), else the domain's text of
// the best warehouse (designed choice: available first, then after transfer, then the first listed).
function lineAvailabilityText(line: CartTableLine): string | undefined {
  if (line.Availability) return line.Availability;
  const warehouses = line.Availabilities ?? [];
  if (warehouses.length === 0) return undefined;
  const best = isSoldOut(warehouses)
    ? (warehouses.find((warehouse) => warehouse.AvailableAfterTransfer) ?? warehouses[0])
    : warehouses.find((warehouse) => warehouse.Available === true);
  return best ? productAvailabilityText(best) : undefined;
}

function availabilityState(text: string | undefined): CartLineAvailabilityState | undefined {
  if (text === undefined) return undefined;
  if (text === availabilityMessages.availableAfterTransfer) return 'after-transfer';
  return text.startsWith(availabilityMessages.outOfStock) || text === availabilityMessages.soldOut ? 'out-of-stock' : 'available';
}

/** Behaviour of the cart's item table (spec 2 §2 "Cart page", §4 "Cart line removal", §5 cart quantity). */
export function useCartTable(props: CartTableProps): CartTableAria {
  const [lines, setLines] = useControlledState<readonly CartTableLine[]>(
    props.lines as readonly CartTableLine[],
    props.defaultLines ?? [],
    props.onLinesChange,
  );
  const [lineStates, setLineStates] = useState<ReadonlyMap<number, CartLineState>>(new Map());
  const [isClearing, setIsClearing] = useState(false);
  // A ref, not state: two clicks in the same tick must both see the lock (spec 2 §4 "locked against repeat clicks").
  const busyLines = useRef(new Set<number>());
  const isEmpty = lines.length === 0;
  const showsEmpty = useEmptyCartDelay(isEmpty);
  const now = props.now ?? new Date();
  const isWishlistAdmin = props.isWishlistAdmin ?? false;

  const setLineState = (lineNumber: number, state: CartLineState) =>
    setLineStates((current) => {
      const next = new Map(current);
      if (state === 'idle') next.delete(lineNumber);
      else next.set(lineNumber, state);
      return next;
    });

  const readOnly = (line: CartTableLine) =>
    isCartLineReadOnly({ CustomerWishlistItemId: line.CustomerWishlistItemId ?? null }, { isWishlistAdmin });

  const run = async (line: CartTableLine, state: CartLineState, action: () => Promise<readonly CartTableLine[] | undefined> | undefined) => {
    if (busyLines.current.has(line.LineNumber) || readOnly(line)) return;
    busyLines.current.add(line.LineNumber);
    setLineState(line.LineNumber, state);
    try {
      // The line shows its new state first; the request (a fetch call alone takes 1–5 ms of main thread) starts
      // once that frame is painted (issue 21, interaction latency). The lock above already holds repeat presses.
      await nextPaint();
      const next = await action();
      if (next) setLines(next);
    } catch {
      // The line stays as it was; the caller's callback reports the failure its own way.
    } finally {
      busyLines.current.delete(line.LineNumber);
      setLineState(line.LineNumber, 'idle');
    }
  };

  const rows = lines.map((line): CartTableRow => {
    const description = line.ItemDescription ?? '';
    const availabilityText = lineAvailabilityText(line);
    return {
      line,
      key: String(line.LineNumber),
      description,
      state: lineStates.get(line.LineNumber) ?? 'idle',
      isReadOnly: readOnly(line),
      isWishlistLine: isWishlistCartLine({ CustomerWishlistItemId: line.CustomerWishlistItemId ?? null }),
      isUvPrintLine: line.InventoryItemId === KitItemIds.uvPanelPrint,
      quantity: line.Quantity,
      unitPrice: formatPrice(centsFromDollars(line.UnitCost)),
      total: formatPrice(centsFromDollars(line.ExtendedCost)),
      availabilityText,
      availabilityState: availabilityState(availabilityText),
      dispatchNotices: dispatchBlockNotices(line, now),
      kitChildren: (line.KitChildren ?? []).map((child, index) => ({
        key: `${child.KitCategoryId}:${child.InventoryItemId}:${index}`,
        description: props.kitChildDescription?.(child, line) ?? cartTableMessages.kitChild(child.InventoryItemId),
        quantity: child.Quantity,
      })),
    };
  });

  return {
    state: isClearing ? 'clearing' : !isEmpty ? 'filled' : showsEmpty ? 'empty' : 'pending-empty',
    rows,
    canClearAll: props.onClearAll !== undefined && !isEmpty,
    remove: (line) => {
      const { onRemove } = props;
      if (onRemove) void run(line, 'removing', () => onRemove(line));
    },
    setQuantity: (line, quantity) => {
      const { onQuantityChange } = props;
      if (onQuantityChange && quantity !== line.Quantity) void run(line, 'updating', () => onQuantityChange(line, quantity));
    },
    clearAll: () => {
      const { onClearAll } = props;
      if (!onClearAll || isClearing) return;
      setIsClearing(true);
      onClearAll()
        .then((next) => setLines(next))
        .catch(() => undefined)
        .finally(() => setIsClearing(false));
    },
  };
}
