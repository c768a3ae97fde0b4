import { availabilityMessages } from '@rigkit/domain/availability';
import { useId } from 'react';
import { productAvailabilityMessages } from './messages.ts';
import { ProductShipping } from './ProductShipping.tsx';
import type { ProductAvailabilityItem } from './useProductAvailability.ts';
import { productAvailabilityView } from './useProductAvailability.ts';
import type { ShippingByPostcodeProps } from './useShippingByPostcode.ts';

export interface ProductAvailabilityProps extends ShippingByPostcodeProps {
  /** The item as the product-detail call returns it. */
  item: ProductAvailabilityItem;
  /** The moment the dispatch-block dates are compared with; give the server's time so both sides render alike. @default new Date() */
  now?: Date;
  /** Whether to show shipping by postcode under the stock lines. @default true */
  showsShipping?: boolean;
  /** Level of the Availability heading; Shipping is one level below. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Class name of the section. */
  className?: string;
}

/**
 * Availability and shipping of the product page (spec 2 §2, §4, §8): the not-available or SOLD OUT notice, the
 * dispatch-block notices, the stock text of each warehouse and store, and shipping by postcode. Unstyled:
 * `data-rigkit="product-availability"`, `data-stock` on each line, `data-notice` on the ordering notice.
 */
export function ProductAvailability({ item, now, showsShipping = true, headingLevel = 2, className, ...shipping }: ProductAvailabilityProps) {
  const headingId = useId();
  const view = productAvailabilityView(item, now ?? new Date());
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className={className} data-rigkit="product-availability">
      <Heading id={headingId} data-part="availability-heading">
        {productAvailabilityMessages.availability}
      </Heading>
      {view.orderingNotice ? (
        <p data-part="ordering-notice" data-notice={view.orderingNotice === availabilityMessages.soldOut ? 'sold-out' : 'not-available'}>
          {view.orderingNotice}
        </p>
      ) : null}
      {view.showsReservedStockNote ? (
        <div data-part="reserved-stock">
          <p data-part="reserved-stock-notice">{productAvailabilityMessages.notAvailableOnlineOrInstore}</p>
          <p data-part="reserved-stock-note">{productAvailabilityMessages.reservedStockNote}</p>
        </div>
      ) : null}
      {view.dispatchNotices.map((notice) => (
        <p key={notice} data-part="dispatch-block">
          {notice}
        </p>
      ))}
      {view.lines.length > 0 ? (
        <ul data-part="availability-list">
          {view.lines.map((line) => (
            <li key={line.warehouseId} data-part="availability-line" data-stock={line.state}>
              <span data-part="availability-place">{line.place}</span>{' '}
              <span data-part="availability-text">{line.text}</span>
              {line.comment ? <span data-part="availability-comment"> {line.comment}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {showsShipping ? <ProductShipping {...shipping} headingLevel={(headingLevel + 1) as 3 | 4 | 5 | 6} /> : null}
    </section>
  );
}
