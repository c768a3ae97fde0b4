// The checkout's upsells (spec 3 §4.7), shown in the order summary: up to 4 items with their price and an Add to
// cart each. Unstyled: data-rigkit="checkout-upsells", each item's data-state (idle, adding, added, failed).
import { RigkitLink } from '../RigkitProvider/RigkitProvider.tsx';
import { checkoutUpsellsMessages as M } from './messages.ts';
import { useCheckoutUpsells, type CheckoutUpsellsProps } from './useCheckoutUpsells.ts';

export interface CheckoutUpsellsComponentProps extends CheckoutUpsellsProps {
  /** Class name of the root element. */
  className?: string;
}

export function CheckoutUpsells(props: CheckoutUpsellsComponentProps) {
  const { rows } = useCheckoutUpsells(props);
  if (rows.length === 0) return null;
  return (
    <section className={props.className} data-rigkit="checkout-upsells" aria-labelledby="checkout-upsells-heading">
      <h3 id="checkout-upsells-heading" data-part="heading">
        {M.heading}
      </h3>
      <ul data-part="items">
        {rows.map((row) => (
          <li key={row.item.InventoryItemId} data-part="item" data-state={row.state}>
            <RigkitLink href={row.href} data-part="name">
              {row.item.ItemDescription}
            </RigkitLink>
            <span data-part="price">{row.price}</span>
            <button type="button" data-part="add" aria-label={M.addLabel(row.item.ItemDescription)} aria-disabled={row.state === 'adding'} onClick={row.add}>
              {row.state === 'adding' ? M.adding : M.add}
            </button>
            <p role="status" data-part="status">
              {row.state === 'added' ? M.added : row.state === 'failed' ? M.failed : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
