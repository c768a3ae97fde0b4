import { availabilityMessages, gridTileAvailabilityText, productOrderingNotice, salesOrderBlockNotice } from '@rigkit/domain/availability';
import type { GridType } from '@rigkit/domain/grid';
import { tileImageSize } from '@rigkit/domain/grid';
import type { ListingStripKind } from '@rigkit/domain/money';
import { centsFromDollars, formatProductPrice, isNormalPriceShown, parseListingStrip, retailCents, savingCents } from '@rigkit/domain/money';
import type { HTMLAttributes, RefObject } from 'react';
import { useMemo, useState } from 'react';
import type { ButtonAria } from 'react-aria/useButton';
import { useNativeButton } from '../internal/useNativeButton.ts';
import type { TileItem } from '@rigkit/api-client/mappers';
import { toGridItem } from '@rigkit/api-client/mappers';
import { useImageUrl, type ImageUrl } from '../RigkitProvider/RigkitProvider.tsx';

/** How a tile is laid out (spec 1 §2): a table row, a feature row, a card, a large card, or a build card. */
export type ItemTileLayout = GridType;

/** The tile's stock line as a named state for styling (spec 1 §2 availability texts). */
export type ItemTileAvailabilityState = 'in-stock' | 'in-stock-at-supplier' | 'out-of-stock' | 'enquire' | 'built-to-order';

/** The Add to Cart button's life: idle, or waiting for `onAddToCart` to settle. */
export type AddToCartState = 'idle' | 'adding';

/** Builds an image address from its id and the width the layout asks for (spec 1 §9 tile image sizes). */

export interface ItemTileProps {
  /** The item as the API sends it. */
  item: TileItem;
  /** The layout this tile is drawn in. @default 'grid' */
  layout?: ItemTileLayout;
  /** Whether the tile sits in a slider, which asks for the slider's image width (spec 1 §9). @default false */
  isInSlider?: boolean;
  /** Builds image addresses; the width comes from the layout (grid 350, compactlist 50, featurelist 200, largegrid 750, slider 350). @default the RigkitProvider's imageUrl */
  imageUrl?: ImageUrl;
  /** Called when the shopper presses Add to Cart; the caller adds 1, or 1 more to an existing line (`addOneToCart`). */
  onAddToCart?: (item: TileItem) => void | Promise<void>;
  /** Show ItemPlainDescription instead of ItemDescription (grid setting UsePlainDescription). @default false */
  usePlainDescription?: boolean;
  /** The moment the item's BlockSalesOrdersUntil is compared with. @default the time of render */
  now?: Date;
}

const availabilityStates: Record<string, ItemTileAvailabilityState> = {
  [availabilityMessages.inStock]: 'in-stock',
  [availabilityMessages.tileInStockAtSupplier]: 'in-stock-at-supplier',
  [availabilityMessages.outOfStock]: 'out-of-stock',
  [availabilityMessages.tileEnquire]: 'enquire',
  [availabilityMessages.tileBuiltToOrder]: 'built-to-order',
};

export interface ItemTileImage {
  src: string;
  width: number;
  /** The type the API gives the picture, e.g. Nonremovable or Transparent, for styling its background. */
  type: string | undefined;
}

export interface ItemTileAria {
  item: TileItem;
  layout: ItemTileLayout;
  description: string;
  isKit: boolean;
  isBusinessItem: boolean;
  availabilityText: string;
  availabilityState: ItemTileAvailabilityState;
  /** The price the shopper pays, formatted ("$749", "$1,299.50"). */
  price: string;
  /** The higher of RRP and normal price, struck through, when the shopper pays less. */
  retailPrice: string | undefined;
  /** NormalPrice formatted, when the item has one (compact list column). */
  normalPrice: string | undefined;
  listingStrip: { text: string; kind: ListingStripKind | 'other' } | undefined;
  badges: { code: string; name: string }[];
  hasFreeShipping: boolean;
  primaryImage: ItemTileImage | undefined;
  secondaryImage: ItemTileImage | undefined;
  /** Whether the pointer is over the picture: the secondary image shows then. */
  isHovered: boolean;
  /** Whether to put the secondary image in the page: from the first hover on, so a grid page does not download a
   *  second picture per tile that most shoppers never point at (and touch screens cannot). */
  isSecondaryImageWanted: boolean;
  mediaProps: Pick<HTMLAttributes<HTMLElement>, 'onPointerEnter' | 'onPointerLeave'>;
  canAddToCart: boolean;
  /** Why a part cannot be ordered, as its product page says it ("This product is not available to order"). */
  orderingNotice: string | undefined;
  addToCartState: AddToCartState;
  addToCartButtonProps: ButtonAria<object>['buttonProps'];
  /** The item's attributes in their SortOrder (feature list). */
  attributes: { key: string; value: string }[];
}

/**
 * The product page's reason for not selling a part, on a tile whose stock text would otherwise promise it ("In
 * stock" and no Add to Cart): an item not available online (an out-of-stock tile already says why), or one whose
 * sales orders are blocked until a date ahead ('Cannot be ordered until {date}', spec 2 §8), so the tile and the
 * page agree (issue 17 defect 4). Kits are customised and business items enquired about, never added from a tile.
 */
function tileOrderingNotice(item: TileItem, gridItem: ReturnType<typeof toGridItem>, availabilityText: string, now: Date): string | undefined {
  if (item.ItemTypeCode === 'KIT') return undefined;
  const unavailable =
    item.ItemTypeCode === 'STK' && availabilityText !== availabilityMessages.outOfStock
      ? productOrderingNotice({ AvailableOnline: item.AvailableOnline, Availabilities: gridItem.Availabilities ?? [] })
      : undefined;
  return unavailable ?? salesOrderBlockNotice(item.BlockSalesOrdersUntil, now);
}

/** Behaviour and texts of one item tile (spec 1 §2): every rule comes from @rigkit/domain. */
export function useItemTile(props: ItemTileProps, refs: { addToCart: RefObject<HTMLButtonElement | null> }): ItemTileAria {
  const { item } = props;
  const imageUrl = useImageUrl(props.imageUrl);
  const layout = props.layout ?? 'grid';
  const gridItem = useMemo(() => toGridItem(item), [item]);
  const [addToCartState, setAddToCartState] = useState<AddToCartState>('idle');
  const [isSecondaryImageWanted, setSecondaryImageWanted] = useState(false);
  // Hover as React Aria's useHover reads it (a mouse or pen over the picture; a touch is no hover), with two pointer
  // handlers: its module and the global listeners behind it were 1.8 kB gzip of every page with a tile.
  const [isHovered, setHovered] = useState(false);
  const mediaProps: ItemTileAria['mediaProps'] = {
    onPointerEnter: (event) => {
      if (event.pointerType === 'touch') return;
      setHovered(true);
      setSecondaryImageWanted(true);
    },
    onPointerLeave: (event) => {
      if (event.pointerType !== 'touch') setHovered(false);
    },
  };

  const width = tileImageSize(props.isInSlider ? 'slider' : layout);
  const image = (imageId: number | null | undefined, type: string | null | undefined): ItemTileImage | undefined =>
    imageId == null ? undefined : { src: imageUrl(imageId, width), width, type: type ?? undefined };

  const priceCents = centsFromDollars(item.CustomerPriceIncTax);
  const retail = retailCents(item);
  const normalCents = centsFromDollars(item.NormalPrice);
  const availabilityText = gridTileAvailabilityText(gridItem);
  const isKit = item.ItemTypeCode === 'KIT';
  const orderingNotice = tileOrderingNotice(item, gridItem, availabilityText, props.now ?? new Date());
  // Kits are configured before they are bought ("Customise"); items not available online, or whose orders are
  // blocked for now, cannot be bought here.
  const canAddToCart = !isKit && item.AvailableOnline !== false && orderingNotice === undefined && props.onAddToCart !== undefined;

  const { buttonProps: addToCartButtonProps } = useNativeButton(
    {
      type: 'button',
      isDisabled: !canAddToCart || addToCartState === 'adding',
      onPress: async () => {
        if (!props.onAddToCart) return;
        setAddToCartState('adding');
        try {
          await props.onAddToCart(item);
        } finally {
          setAddToCartState('idle');
        }
      },
    },
    refs.addToCart,
  );

  const strip = item.WebListingStrip?.trim();

  return {
    item,
    layout,
    description: props.usePlainDescription ? (item.ItemPlainDescription ?? item.ItemDescription) : item.ItemDescription,
    isKit,
    isBusinessItem: item.ItemTypeCode === 'B2B',
    availabilityText,
    availabilityState: availabilityStates[availabilityText] ?? 'out-of-stock',
    price: formatProductPrice(priceCents),
    retailPrice: savingCents(priceCents, retail) > 0 ? formatProductPrice(retail) : undefined,
    normalPrice: isNormalPriceShown(priceCents, normalCents) ? formatProductPrice(normalCents) : undefined,
    listingStrip: strip ? { text: strip, kind: parseListingStrip(strip)?.kind ?? 'other' } : undefined,
    badges: gridItem.BadgesNew?.map((badge) => ({ code: badge.BadgeCode, name: badge.BadgeDisplayName })) ?? [],
    hasFreeShipping: item.FreeShipping === true,
    primaryImage: image(item.PrimaryImageId, item.PrimaryImageType),
    secondaryImage: image(item.SecondaryImageId, item.SecondaryImageType),
    isHovered,
    isSecondaryImageWanted,
    mediaProps,
    canAddToCart,
    orderingNotice,
    addToCartState,
    addToCartButtonProps,
    attributes: [...gridItem.Attributes].sort((a, b) => a.SortOrder - b.SortOrder).map((attribute) => ({ key: attribute.Key, value: attribute.Value })),
  };
}
