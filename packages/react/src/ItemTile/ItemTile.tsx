import { compactListColumns } from '@rigkit/domain/grid';
import { plainTextFromHtml } from '@rigkit/domain/product';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { itemTileMessages } from './messages.ts';
import type { ItemTileAria, ItemTileImage, ItemTileProps } from './useItemTile.ts';
import { useItemTile } from './useItemTile.ts';
import { useRenderLink } from '../RigkitProvider/RigkitProvider.tsx';

export interface ItemTileComponentProps extends ItemTileProps {
  /** Level of the title heading in card and feature layouts. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Compact list columns, shared by every row of the table; @default the columns this one item needs */
  columns?: readonly string[];
  /** The feature list's compatibility wheel for this item (spec 1 §2), drawn by the caller; @default none */
  compatibility?: ReactNode;
  /** Lists the item's attributes in card layouts too (grid setting ShowAttributes); the feature list always does. @default false */
  showAttributes?: boolean;
  /** How the browser loads the pictures: eager for tiles in the first screenful (LCP), lazy below. @default 'lazy' */
  imageLoading?: 'lazy' | 'eager';
  /** More actions after Add to Cart, drawn by the caller (a compare toggle, issue 17 defect 14); @default none */
  extraActions?: ReactNode;
  /** Class name of the tile's element. */
  className?: string;
}

function TileImage({ image, part, loading }: { image: ItemTileImage; part: string; loading: 'lazy' | 'eager' }) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.width}
      alt=""
      loading={loading}
      decoding="async"
      data-part={part}
      data-image-type={image.type}
    />
  );
}

function Price({ tile }: { tile: ItemTileAria }) {
  return (
    <p data-part="price">
      <span data-part="current-price">
        <VisuallyHidden elementType="span">{itemTileMessages.price} </VisuallyHidden>
        {tile.price}
      </span>
      {tile.retailPrice ? (
        <s data-part="retail-price">
          <VisuallyHidden elementType="span">was </VisuallyHidden>
          {tile.retailPrice}
        </s>
      ) : null}
    </p>
  );
}

/**
 * One item in a grid (spec 1 §2): listing strip, badges, free-shipping marker, primary image with the secondary
 * image on hover, the stock text, price with the struck retail price, "Customise" for kits and Add to Cart.
 * Renders a table row in the compact list and an `<article>` otherwise. Unstyled: `data-layout`, `data-item-type`,
 * `data-availability`, `data-hovered` and `data-add-to-cart-state` carry its state.
 */
export function ItemTile(props: ItemTileComponentProps) {
  const addToCart = useRef<HTMLButtonElement>(null);
  const tile = useItemTile(props, { addToCart });
  const renderLink = useRenderLink();
  const href = tile.item.ItemUrl ?? '';
  const Heading = `h${props.headingLevel ?? 3}` as const;

  const media = (
    <div {...tile.mediaProps} data-part="media" data-hovered={tile.isHovered ? '' : undefined}>
      {tile.primaryImage
        ? renderLink({
            href,
            'data-part': 'image-link',
            tabIndex: -1,
            'aria-hidden': true,
            children: (
              <>
                <TileImage image={tile.primaryImage} part="primary-image" loading={props.imageLoading ?? 'lazy'} />
                {tile.secondaryImage && tile.isSecondaryImageWanted ? <TileImage image={tile.secondaryImage} part="secondary-image" loading="lazy" /> : null}
              </>
            ),
          })
        : null}
    </div>
  );

  const actions = (
    <div data-part="actions">
      {tile.isKit ? renderLink({ href, 'data-part': 'customise', children: itemTileMessages.customise }) : null}
      {tile.canAddToCart ? (
        <button {...tile.addToCartButtonProps} ref={addToCart} data-part="add-to-cart">
          {tile.addToCartState === 'adding' ? itemTileMessages.addingToCart : itemTileMessages.addToCart}
        </button>
      ) : null}
      {tile.orderingNotice ? <p data-part="ordering-notice">{tile.orderingNotice}</p> : null}
      {props.extraActions}
    </div>
  );

  const availability = (
    <p data-part="availability" data-availability={tile.availabilityState}>
      {tile.availabilityText}
    </p>
  );

  const common = {
    className: props.className,
    'data-rigkit': 'item-tile',
    'data-layout': tile.layout,
    'data-item-type': tile.item.ItemTypeCode,
    'data-availability': tile.availabilityState,
    'data-add-to-cart-state': tile.addToCartState,
  };

  if (tile.layout === 'compactlist') {
    const columns = props.columns ?? compactListColumns([tile.item]);
    return (
      <tr {...common}>
        {columns.map((column) => {
          switch (column) {
            case 'Image':
              return <td key={column} data-column="image">{media}</td>;
            case 'Description':
              return (
                <td key={column} data-column="description">
                  {renderLink({ href, 'data-part': 'title-link', children: tile.description })}
                  {tile.listingStrip ? <span data-part="listing-strip" data-kind={tile.listingStrip.kind}>{tile.listingStrip.text}</span> : null}
                  {availability}
                </td>
              );
            case 'Model':
              return <td key={column} data-column="model">{tile.item.ManufacturerModel}</td>;
            case 'Normal Price':
              return <td key={column} data-column="normal-price">{tile.normalPrice}</td>;
            default:
              return (
                <td key={column} data-column="price">
                  <Price tile={tile} />
                  {actions}
                </td>
              );
          }
        })}
      </tr>
    );
  }

  return (
    <article {...common}>
      {media}
      {tile.listingStrip ? (
        <p data-part="listing-strip" data-kind={tile.listingStrip.kind}>
          {tile.listingStrip.text}
        </p>
      ) : null}
      {tile.badges.length ? (
        <ul data-part="badges" aria-label={itemTileMessages.badges}>
          {tile.badges.map((badge) => (
            <li key={badge.code} data-part="badge" data-badge={badge.code}>
              {badge.name}
            </li>
          ))}
        </ul>
      ) : null}
      <Heading data-part="title">{renderLink({ href, 'data-part': 'title-link', children: tile.description })}</Heading>
      {tile.layout === 'build' && tile.item.KeySellingPoints?.length ? (
        <ul data-part="key-selling-points">
          {tile.item.KeySellingPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
      {(tile.layout === 'featurelist' || props.showAttributes) && tile.attributes.length ? (
        <dl data-part="attributes">
          {tile.attributes.map((attribute) => (
            <div key={`${attribute.key}:${attribute.value}`} data-part="attribute">
              <dt>{attribute.key}</dt>
              <dd>{attribute.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {tile.layout === 'featurelist' && props.compatibility ? <div data-part="compatibility">{props.compatibility}</div> : null}
      {tile.layout === 'featurelist' && tile.item.MarketingDescription ? (
        <p data-part="marketing-description">{plainTextFromHtml(tile.item.MarketingDescription)}</p>
      ) : null}
      {availability}
      {tile.hasFreeShipping ? <p data-part="free-shipping">{itemTileMessages.freeShipping}</p> : null}
      <Price tile={tile} />
      {actions}
    </article>
  );
}
