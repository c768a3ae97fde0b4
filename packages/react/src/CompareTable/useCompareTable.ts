import type { CompareTableRow } from '@rigkit/domain/grid';
import { compareTableRows } from '@rigkit/domain/grid';
import { centsFromDollars, formatPrice } from '@rigkit/domain/money';
import type { InputHTMLAttributes, TableHTMLAttributes } from 'react';
import { useId, useMemo } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import type { TileItem } from '@rigkit/api-client/mappers';
import { compareTableMessages } from './messages.ts';

export interface CompareTableProps {
  /** The items to compare, one column each, in this order. */
  items: readonly TileItem[];
  /** Whether only the rows where the items differ show (controlled). */
  isShowingDifferencesOnly?: boolean;
  /** Whether only differing rows show at first when uncontrolled. @default false */
  defaultShowingDifferencesOnly?: boolean;
  /** Called when the shopper turns "Show only differences" on or off. */
  onShowingDifferencesOnlyChange?: (isShowingDifferencesOnly: boolean) => void;
  /** The table's accessible name. @default 'Compare items' */
  label?: string;
}

/** One item's column: its price as the shopper reads it. */
export interface CompareTableColumn {
  item: TileItem;
  price: string;
}

export interface CompareTableAria {
  columns: CompareTableColumn[];
  /** The attribute rows that show: all, or only those that differ. */
  rows: CompareTableRow[];
  /** Whether there is nothing to compare (no items). */
  isEmpty: boolean;
  isShowingDifferencesOnly: boolean;
  tableProps: TableHTMLAttributes<HTMLTableElement>;
  toggleProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
  toggleLabelProps: { htmlFor: string };
}

/** Behaviour of the compare table (spec 2 §2): attribute rows from the domain, the differences filter. */
export function useCompareTable(props: CompareTableProps): CompareTableAria {
  const [isShowingDifferencesOnly, setShowingDifferencesOnly] = useControlledState(
    props.isShowingDifferencesOnly,
    props.defaultShowingDifferencesOnly ?? false,
    props.onShowingDifferencesOnlyChange,
  );
  const toggleId = useId();
  const allRows = useMemo(() => compareTableRows(props.items), [props.items]);
  const columns = useMemo(() => props.items.map((item) => ({ item, price: formatPrice(centsFromDollars(item.CustomerPriceIncTax)) })), [props.items]);
  return {
    columns,
    rows: isShowingDifferencesOnly ? allRows.filter((row) => row.isDifferent) : allRows,
    isEmpty: props.items.length === 0,
    isShowingDifferencesOnly,
    tableProps: { 'aria-label': props.label ?? compareTableMessages.label },
    toggleProps: {
      id: toggleId,
      type: 'checkbox',
      checked: isShowingDifferencesOnly,
      onChange: (event) => setShowingDifferencesOnly(event.currentTarget.checked),
    },
    toggleLabelProps: { htmlFor: toggleId },
  };
}
