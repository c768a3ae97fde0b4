import type { AddToCartLine } from '@rigkit/domain/cart';
import { availabilityMessages, gridTileAvailabilityText } from '@rigkit/domain/availability';
import { centsFromDollars, formatProductPrice } from '@rigkit/domain/money';
import type { BuildComponent, BuildTilePicker, BuildTileSelection } from '@rigkit/domain/product';
import {
  buildComponents,
  buildTileAddToCartLine,
  buildTileImageId,
  buildTilePickers,
  buildTileTotals,
  chosenBuildTileOptions,
  defaultBuildTileSelection,
} from '@rigkit/domain/product';
import type { RefObject } from 'react';
import { useMemo, useState } from 'react';
import type { ButtonAria } from 'react-aria/useButton';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { useImageUrl, type ImageUrl } from '../RigkitProvider/RigkitProvider.tsx';
import type { TileItem } from '@rigkit/api-client/mappers';
import { toGridItem } from '@rigkit/api-client/mappers';
import { buildTileMessages } from './messages.ts';

/** The Add to Cart button's life: idle, or waiting for `onAddToCart` to settle. */
export type BuildTileAddState = 'idle' | 'adding';

/** The build's picture width: a build card is drawn as a large grid card (spec 1 §9 largegrid 750). */
export const BUILD_TILE_IMAGE_WIDTH = 750;

export interface BuildTileProps {
  /** The build as the API sends it (ItemTile with KitOptions for the pickers and Attributes for the icons). */
  item: TileItem;
  /** Builds image addresses from an image id and a width. @default the RigkitProvider's imageUrl */
  imageUrl?: ImageUrl;
  /** The chosen option per kit category id (controlled). */
  value?: BuildTileSelection;
  /** The choices shown first when uncontrolled. @default the first option of each picker */
  defaultValue?: BuildTileSelection;
  /** Called with the new choices when the shopper picks an option. */
  onChange?: (value: BuildTileSelection) => void;
  /** Adds the build with its choices to the cart; the storefront then sends the visitor to /cart (spec 1 §2). */
  onAddToCart?: (line: AddToCartLine, item: TileItem) => void | Promise<void>;
}

export interface BuildTilePickerView {
  picker: BuildTilePicker;
  /** The chosen option's InventoryItemId, as the radio group's value. */
  value: string;
  options: { value: string; label: string; modifier: string }[];
}

export interface BuildTileState {
  item: TileItem;
  pickers: BuildTilePickerView[];
  selection: BuildTileSelection;
  choose: (kitCategoryId: number, inventoryItemId: number) => void;
  image: { src: string; width: number; alt: string } | undefined;
  components: BuildComponent[];
  keySellingPoints: string[];
  availabilityText: string;
  /** "built-to-order" for kits, "in-stock" or "out-of-stock" otherwise, for styling. */
  availabilityState: 'built-to-order' | 'in-stock' | 'in-stock-at-supplier' | 'enquire' | 'out-of-stock';
  /** The total with the choices ("$3,248"). */
  price: string;
  /** The RRP with the same choices, struck through when above the price. */
  retailPrice: string | undefined;
  canAddToCart: boolean;
  addState: BuildTileAddState;
  addButtonProps: ButtonAria<object>['buttonProps'];
}

const availabilityStates: Record<string, BuildTileState['availabilityState']> = {
  [availabilityMessages.tileBuiltToOrder]: 'built-to-order',
  [availabilityMessages.inStock]: 'in-stock',
  [availabilityMessages.tileInStockAtSupplier]: 'in-stock-at-supplier',
  [availabilityMessages.tileEnquire]: 'enquire',
};

/** Behaviour of a build tile (spec 1 §2): the choices move the picture and the total; every rule is the domain's. */
export function useBuildTile(props: BuildTileProps, refs: { addButton: RefObject<HTMLButtonElement | null> }): BuildTileState {
  const imageUrl = useImageUrl(props.imageUrl);
  const { item } = props;
  const pickers = useMemo(() => buildTilePickers(item.KitOptions), [item.KitOptions]);
  const [uncontrolled, setUncontrolled] = useState<BuildTileSelection>(() => props.defaultValue ?? defaultBuildTileSelection(pickers));
  const selection = props.value ?? uncontrolled;
  const [addState, setAddState] = useState<BuildTileAddState>('idle');

  const choose = (kitCategoryId: number, inventoryItemId: number) => {
    const next = { ...selection, [kitCategoryId]: inventoryItemId };
    setUncontrolled(next);
    props.onChange?.(next);
  };

  const chosen = chosenBuildTileOptions(pickers, selection);
  const totals = buildTileTotals(item, pickers, selection);
  const imageId = buildTileImageId(item, pickers, selection);
  const colour = chosen.find(({ picker }) => picker.key === 'Core PC')?.option.Value;
  const availabilityText = gridTileAvailabilityText(toGridItem(item));
  const canAddToCart = item.AvailableOnline !== false && props.onAddToCart !== undefined;

  const { buttonProps: addButtonProps } = useNativeButton(
    {
      type: 'button',
      isDisabled: !canAddToCart || addState === 'adding',
      onPress: async () => {
        if (!props.onAddToCart) return;
        setAddState('adding');
        try {
          await props.onAddToCart(buildTileAddToCartLine(item, pickers, selection), item);
        } finally {
          setAddState('idle');
        }
      },
    },
    refs.addButton,
  );

  return {
    item,
    pickers: chosen.map(({ picker, option }) => ({
      picker,
      value: String(option.InventoryItemId),
      options: picker.group.KitOptions.map((candidate) => ({
        value: String(candidate.InventoryItemId),
        label: candidate.Value,
        modifier: buildTileMessages.priceModifier(centsFromDollars(candidate.PriceModifier ?? 0)),
      })),
    })),
    selection,
    choose,
    image: imageId === null ? undefined : { src: imageUrl(imageId, BUILD_TILE_IMAGE_WIDTH), width: BUILD_TILE_IMAGE_WIDTH, alt: buildTileMessages.picture(item.ItemDescription, colour) },
    components: buildComponents(item.Attributes),
    keySellingPoints: item.KeySellingPoints ?? [],
    availabilityText,
    availabilityState: availabilityStates[availabilityText] ?? 'out-of-stock',
    price: formatProductPrice(totals.priceCents),
    retailPrice: totals.showsRetail ? formatProductPrice(totals.retailCents) : undefined,
    canAddToCart,
    addState,
    addButtonProps,
  };
}
