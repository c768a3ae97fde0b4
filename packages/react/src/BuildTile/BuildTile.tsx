import type { ReactNode, RefObject } from 'react';
import { useId, useRef } from 'react';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import type { NativeRadioGroupAria } from '../internal/useNativeRadioGroup.ts';
import { useNativeRadioGroup } from '../internal/useNativeRadioGroup.ts';
import { RigkitLink } from '../RigkitProvider/RigkitProvider.tsx';
import { ComponentIcon } from './componentIcons.tsx';
import { buildTileMessages } from './messages.ts';
import type { BuildTilePickerView, BuildTileProps, BuildTileState } from './useBuildTile.ts';
import { useBuildTile } from './useBuildTile.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';

interface BuildTileContextValue {
  tile: BuildTileState;
  addButtonRef: RefObject<HTMLButtonElement | null>;
}

const [BuildTileContext, useBuildTileContext] = createPartsContext<BuildTileContextValue>('BuildTile');

export interface BuildTileRootProps extends BuildTileProps {
  /** The tile's parts, in the order they are read. */
  children: ReactNode;
  /** Class name of the tile's element. */
  className?: string;
}

/**
 * A PC build tile (spec 1 §2 "Build tile"): holds the choices and the total. Renders an `<article>` with
 * `data-rigkit="build-tile"`, `data-item-type`, `data-availability` and `data-add-state` (idle, adding).
 */
function Root({ children, className, ...props }: BuildTileRootProps) {
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const tile = useBuildTile(props, { addButton: addButtonRef });
  return (
    <BuildTileContext value={{ tile, addButtonRef }}>
      <article
        className={className}
        data-rigkit="build-tile"
        data-item-type={tile.item.ItemTypeCode}
        data-availability={tile.availabilityState}
        data-add-state={tile.addState}
      >
        {children}
      </article>
    </BuildTileContext>
  );
}

export interface BuildTilePartProps {
  /** Class name of the part's element. */
  className?: string;
}

/** The build's picture for the current choices; its alt text names the chosen colour. */
function Media({ className, loading = 'lazy' }: BuildTilePartProps & {
  /** How the browser loads the picture: eager for tiles in the first screenful. @default 'lazy' */
  loading?: 'lazy' | 'eager';
}) {
  const { tile } = useBuildTileContext('Media');
  if (!tile.image) return null;
  return (
    <div className={className} data-part="media">
      <img key={tile.image.src} src={tile.image.src} width={tile.image.width} height={tile.image.width} alt={tile.image.alt} loading={loading} decoding="async" data-part="image" />
    </div>
  );
}

/** The build's name as a heading linking to it. */
function Title({ className, level = 3 }: BuildTilePartProps & {
  /** Heading level. @default 3 */
  level?: 2 | 3 | 4 | 5 | 6;
}) {
  const { tile } = useBuildTileContext('Title');
  const Heading = `h${level}` as const;
  return (
    <Heading className={className} data-part="title">
      <RigkitLink href={tile.item.ItemUrl ?? ''} data-part="title-link">
        {tile.item.ItemDescription}
      </RigkitLink>
    </Heading>
  );
}

/** The key selling points as a list; nothing when the build has none. */
function SellingPoints({ className }: BuildTilePartProps) {
  const { tile } = useBuildTileContext('SellingPoints');
  if (tile.keySellingPoints.length === 0) return null;
  return (
    <ul className={className} aria-label={buildTileMessages.keySellingPoints} data-part="key-selling-points">
      {tile.keySellingPoints.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );
}

/** The stock line: "Built to order" for kits, the tile's availability text otherwise (spec 1 §2). */
function Stock({ className }: BuildTilePartProps) {
  const { tile } = useBuildTileContext('Stock');
  return (
    <p className={className} data-part="stock" data-availability={tile.availabilityState}>
      {tile.availabilityText}
    </p>
  );
}

/** The key components with their icons, in the spec's category order; nothing when the build names none. */
function Components({ className }: BuildTilePartProps) {
  const { tile } = useBuildTileContext('Components');
  if (tile.components.length === 0) return null;
  return (
    <ul className={className} aria-label={buildTileMessages.components} data-part="components">
      {tile.components.map((component) => (
        <li key={component.category} data-part="component" data-category={component.category}>
          <ComponentIcon category={component.category} />
          <span data-part="component-category">{component.category}</span>
          <span data-part="component-value">{component.value}</span>
        </li>
      ))}
    </ul>
  );
}

function PickerOption({ option, group }: { option: BuildTilePickerView['options'][number]; group: NativeRadioGroupAria }) {
  const { inputProps, isSelected } = group.radio(option.value);
  return (
    <label data-part="option" data-state={isSelected ? 'checked' : 'unchecked'}>
      <input {...inputProps} data-part="radio" />
      <span data-part="option-label">{option.label}</span>
      {option.modifier ? <> <span data-part="option-modifier">{option.modifier}</span></> : null}
    </label>
  );
}

function Picker({ view, onChoose }: { view: BuildTilePickerView; onChoose: (value: string) => void }) {
  const labelId = useId();
  const group = useNativeRadioGroup({ value: view.value, onChange: onChoose, orientation: 'horizontal', 'aria-labelledby': labelId });
  return (
    <div {...group.radioGroupProps} data-part="picker" data-picker={view.picker.key}>
      <span id={labelId} data-part="picker-label">
        {view.picker.label}
      </span>
      <div data-part="picker-options">
        {view.options.map((option) => (
          <PickerOption key={option.value} option={option} group={group} />
        ))}
      </div>
    </div>
  );
}

/** "1. Choose your colour" and "2. Choose your graphics card" as radio groups; nothing when the build has no options. */
function Pickers({ className }: BuildTilePartProps) {
  const { tile } = useBuildTileContext('Pickers');
  if (tile.pickers.length === 0) return null;
  return (
    <div className={className} data-part="pickers">
      {tile.pickers.map((view) => (
        <Picker key={view.picker.key} view={view} onChoose={(value) => tile.choose(view.picker.group.InventoryKitCategoryId, Number(value))} />
      ))}
    </div>
  );
}

/** The total for the choices with the struck-through RRP when it is higher; announced when a choice changes it. */
function Price({ className }: BuildTilePartProps) {
  const { tile } = useBuildTileContext('Price');
  return (
    <p className={className} data-part="price" aria-live="polite">
      <span data-part="current-price">
        <VisuallyHidden elementType="span">{buildTileMessages.price} </VisuallyHidden>
        {tile.price}
      </span>
      {tile.retailPrice ? (
        <s data-part="retail-price">
          <VisuallyHidden elementType="span">{buildTileMessages.was} </VisuallyHidden>
          {tile.retailPrice}
        </s>
      ) : null}
    </p>
  );
}

/** Add to Cart: sends the build with its choices to `onAddToCart`; hidden when the build can't be bought here. */
function AddToCart({ className, children }: BuildTilePartProps & {
  /** The button's text. @default 'Add to Cart' */
  children?: ReactNode;
}) {
  const { tile, addButtonRef } = useBuildTileContext('AddToCart');
  if (!tile.canAddToCart) return null;
  return (
    <button {...tile.addButtonProps} ref={addButtonRef} className={className} data-part="add-to-cart" data-state={tile.addState}>
      {tile.addState === 'adding' ? buildTileMessages.addingToCart : (children ?? buildTileMessages.addToCart)}
    </button>
  );
}

export interface BuildTileCardProps extends Omit<BuildTileRootProps, 'children'> {
  /** Level of the title heading. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** How the browser loads the picture. @default 'lazy' */
  imageLoading?: 'lazy' | 'eager';
}

/** Every part in the spec's order: title, key selling points, picture, stock line, components, pickers, price, Add. */
export function BuildTileCard({ headingLevel, imageLoading, ...props }: BuildTileCardProps) {
  return (
    <Root {...props}>
      <Title level={headingLevel ?? 3} />
      <SellingPoints />
      <Media loading={imageLoading ?? 'lazy'} />
      <Stock />
      <Components />
      <Pickers />
      <Price />
      <AddToCart />
    </Root>
  );
}

/** The build tile's compound parts (spec 1 §2); `BuildTileCard` puts them all together. */
export const BuildTile = { Root, Media, Title, SellingPoints, Stock, Components, Pickers, Price, AddToCart } as const;
