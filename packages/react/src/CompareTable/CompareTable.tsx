import type { ReactNode } from 'react';
import { useState } from 'react';
import type { TileItem } from '@rigkit/api-client/mappers';
import { compareTableMessages } from './messages.ts';
import type { CompareTableAria, CompareTableProps } from './useCompareTable.ts';
import { useCompareTable } from './useCompareTable.ts';
import { productPath } from '@rigkit/domain/paths';
import { createPartsContext } from '../internal/createPartsContext.ts';
import { useImageUrl, useRenderLink, type ImageUrl } from '../RigkitProvider/RigkitProvider.tsx';

// Designed: a column's picture is as wide as a grid tile's compact image is tall, times three.
const imageWidth = 150;

interface CompareTableContextValue {
  table: CompareTableAria;
}

const [CompareTableContext, useCompareTableParts] = createPartsContext<CompareTableContextValue>('CompareTable');

const useCompareTableContext = (part: string): CompareTableAria => useCompareTableParts(part).table;

export interface CompareTableRootProps extends CompareTableProps {
  /** The toggle and the table. */
  children: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/**
 * The compare table's frame (spec 2 §2 "Compare page"). Unstyled: `data-rigkit="compare-table"`, with
 * `data-differences-only` while only differing rows show.
 */
function Root({ children, className, ...props }: CompareTableRootProps) {
  const table = useCompareTable(props);
  return (
    <CompareTableContext value={{ table }}>
      <div className={className} data-rigkit="compare-table" data-differences-only={table.isShowingDifferencesOnly ? 'true' : 'false'}>
        {children}
      </div>
    </CompareTableContext>
  );
}

/** The "Show only differences" check box (designed); nothing when there are no items. */
function DifferencesToggle() {
  const table = useCompareTableContext('DifferencesToggle');
  if (table.isEmpty) return null;
  return (
    <div data-part="differences-toggle">
      <input {...table.toggleProps} />
      <label {...table.toggleLabelProps}>{compareTableMessages.differencesOnly}</label>
    </div>
  );
}

export interface CompareTableTableProps {
  /** Builds an item's image address from its image id and a width. @default the RigkitProvider's imageUrl */
  imageUrl?: ImageUrl;
  /** Called with an item when the shopper removes its column; without it no Remove buttons show. */
  onRemove?: (item: TileItem) => void;
  /** Called with an item when the shopper presses its Add to Cart; without it no such buttons show. */
  onAddToCart?: (item: TileItem) => void | Promise<void>;
}

/**
 * One column per item (picture, name, price, actions) and one row per attribute. A row's cells carry
 * `data-state="different"` or `"same"`; an item without the attribute shows a dash read as "Not listed".
 */
function Table({ onRemove, onAddToCart, ...props }: CompareTableTableProps) {
  const imageUrl = useImageUrl(props.imageUrl);
  const renderLink = useRenderLink();
  const table = useCompareTableContext('Table');
  const [addingId, setAddingId] = useState<number | null>(null);
  if (table.isEmpty) {
    return (
      <p data-part="empty" role="status">
        {compareTableMessages.empty}
      </p>
    );
  }
  const addToCart = async (item: TileItem) => {
    if (!onAddToCart) return;
    setAddingId(item.InventoryItemId);
    try {
      await onAddToCart(item);
    } finally {
      setAddingId(null);
    }
  };
  return (
    <div data-part="scroller">
      <table {...table.tableProps} data-part="table">
        <thead>
          <tr>
            <th scope="col" data-part="corner">
              {compareTableMessages.productHeader}
            </th>
            {table.columns.map(({ item }) => (
              <th key={item.InventoryItemId} scope="col" data-part="item-header">
                {item.PrimaryImageId == null ? null : (
                  <img data-part="image" src={imageUrl(item.PrimaryImageId, imageWidth)} alt="" width={imageWidth} height={imageWidth} loading="lazy" />
                )}
                {renderLink({ href: item.ItemUrl ?? productPath(item.InventoryItemId, item.ItemDescription), children: item.ItemDescription, 'data-part': 'link' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr data-part="price-row">
            <th scope="row">{compareTableMessages.priceHeader}</th>
            {table.columns.map(({ item, price }) => (
              <td key={item.InventoryItemId} data-part="price">
                {price}
              </td>
            ))}
          </tr>
          {table.rows.map((row) => (
            <tr key={row.key} data-part="attribute-row" data-state={row.isDifferent ? 'different' : 'same'}>
              <th scope="row">{row.key}</th>
              {row.values.map((value, index) => (
                <td key={table.columns[index]?.item.InventoryItemId ?? index} data-part="value">
                  {value ?? <span aria-label={compareTableMessages.notListed}>–</span>}
                </td>
              ))}
            </tr>
          ))}
          {onAddToCart || onRemove ? (
            <tr data-part="actions-row">
              <td />
              {table.columns.map(({ item }) => (
                <td key={item.InventoryItemId}>
                  <div data-part="actions">
                  {onAddToCart ? (
                    <button
                      type="button"
                      data-part="add-to-cart"
                      aria-label={`${compareTableMessages.addToCart}: ${item.ItemDescription}`}
                      disabled={addingId === item.InventoryItemId}
                      onClick={() => void addToCart(item)}
                    >
                      {compareTableMessages.addToCart}
                    </button>
                  ) : null}
                  {onRemove ? (
                    <button type="button" data-part="remove" aria-label={compareTableMessages.removeLabel(item.ItemDescription)} onClick={() => onRemove(item)}>
                      {compareTableMessages.remove}
                    </button>
                  ) : null}
                  </div>
                </td>
              ))}
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/** The compare table's parts: `Root` holds `DifferencesToggle` and `Table`. */
export const CompareTable = { Root, DifferencesToggle, Table };
