import type { KitCategory, KitSelection } from '@rigkit/domain/kit';
import type { ElementType } from 'react';
import { useId, useRef } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useButton } from 'react-aria/useButton';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useRadio, useRadioGroup } from 'react-aria/useRadioGroup';
import { VisuallyHidden } from 'react-aria/VisuallyHidden';
import { useControlledState } from 'react-stately/useControlledState';
import type { RadioGroupState } from 'react-stately/useRadioGroupState';
import { useRadioGroupState } from 'react-stately/useRadioGroupState';
import { useKitConfiguratorContext } from './context.ts';
import type { KitConfiguratorContextValue } from './context.ts';
import type { KitCategoryView, KitOptionView } from './kitConfiguratorSelectors.ts';
import { NONE_VALUE } from './kitConfiguratorSelectors.ts';
import { kitConfiguratorMessages as messages } from './messages.ts';
import { useKitCategory } from './useKitConfigurator.ts';
import { useQuantityField } from '../ProductPrice/useQuantityField.ts';

/** Width of option pictures asked of `imageUrl`. */
const OPTION_IMAGE_WIDTH = 96;

export interface KitConfiguratorCategoryProps {
  /** The InventoryKitCategoryId of the category shown. */
  categoryId: number;
  /** Heading level of the category name. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Whether options the engine marks as errors are hidden (controlled); the chosen option always stays. */
  isIncompatibleHidden?: boolean;
  /** Whether they start hidden when uncontrolled. @default false */
  defaultIncompatibleHidden?: boolean;
  /** Called when the shopper flips "Hide incompatible". */
  onIncompatibleHiddenChange?: (isHidden: boolean) => void;
  /** Class name of the category element. */
  className?: string;
}

/**
 * One kit category (spec 2 §3 "Kit category"): its options as a radio group with the option's name, model, price
 * modifier, picture and compatibility mark; "None" when AllowNone; a quantity stepper up to MaximumQuantity.
 * Re-renders only when its own slice of the build changes.
 */
export function Category(props: KitConfiguratorCategoryProps) {
  const controller = useKitConfiguratorContext('Category');
  const view = useKitCategory(controller, props.categoryId);
  if (!view) return null;
  return <CategoryContent {...props} view={view} controller={controller} />;
}

function CategoryContent({
  view,
  controller,
  headingLevel = 3,
  className,
  ...props
}: KitConfiguratorCategoryProps & { view: KitCategoryView; controller: KitConfiguratorContextValue }) {
  const { category, selection } = view;
  const headingId = useId();
  const [isHidden, setHidden] = useControlledState(props.isIncompatibleHidden, props.defaultIncompatibleHidden ?? false, props.onIncompatibleHiddenChange);
  const state = useRadioGroupState({
    value: view.value,
    onChange: (value) => {
      if (value === NONE_VALUE) controller.selectNone(category.InventoryKitCategoryId);
      else controller.selectOption(category.InventoryKitCategoryId, Number(value));
    },
  });
  const { radioGroupProps } = useRadioGroup({ 'aria-labelledby': headingId }, state);
  const hasIncompatible = view.options.some((option) => option.compatibility === 'error');
  // Errors only, like the domain's filterCompatibleOptions: warnings and notes do not block a build.
  const shown = isHidden ? view.options.filter((option) => option.compatibility !== 'error' || option.isSelected) : view.options;
  const Heading: ElementType = `h${headingLevel}`;
  return (
    <section
      className={className}
      data-rigkit="kit-category"
      data-category={category.CategoryName}
      data-state={selection?.SelectedInventoryItemId == null ? 'empty' : 'chosen'}
      aria-labelledby={headingId}
    >
      <div data-part="header">
        <Heading id={headingId} data-part="name">
          {category.CategoryName}
        </Heading>
        {hasIncompatible || isHidden ? (
          <label data-part="filter">
            <input type="checkbox" checked={isHidden} onChange={(event) => setHidden(event.target.checked)} />
            {messages.hideIncompatible}
          </label>
        ) : null}
      </div>
      <div {...radioGroupProps} data-part="options">
        {shown.map((option) => (
          <Option key={option.value} option={option} state={state} imageUrl={controller.imageUrl} />
        ))}
        {category.AllowNone ? <NoneOption category={category} state={state} /> : null}
      </div>
      {selection && selection.SelectedInventoryItemId !== null && category.MaximumQuantity > 1 ? (
        <QuantityStepper category={category} selection={selection} onChange={(quantity) => controller.setQuantity(category.InventoryKitCategoryId, quantity)} />
      ) : null}
    </section>
  );
}

function Option({ option, state, imageUrl }: { option: KitOptionView; state: RadioGroupState; imageUrl: KitConfiguratorContextValue['imageUrl'] }) {
  const ref = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const priceId = useId();
  const verdictId = useId();
  const { item, verdict } = option;
  const { inputProps, labelProps, isSelected } = useRadio(
    {
      value: option.value,
      'aria-labelledby': option.priceModifier ? `${nameId} ${priceId}` : nameId,
      'aria-describedby': verdict ? verdictId : undefined,
    },
    state,
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <label
      {...labelProps}
      data-part="option"
      data-selected={isSelected || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-compatibility={option.compatibility}
    >
      <input {...mergeProps(inputProps, focusProps)} ref={ref} data-part="radio" />
      {imageUrl && item.ImageId !== null ? (
        <img data-part="option-image" src={imageUrl(item.ImageId, OPTION_IMAGE_WIDTH)} alt="" width={48} height={48} />
      ) : (
        <span data-part="option-image" aria-hidden="true" />
      )}
      <span data-part="option-text">
        <span id={nameId} data-part="option-name">
          {item.ItemDescription}
        </span>
        {item.ManufacturerModel ? <span data-part="option-model">{messages.model(item.ManufacturerModel)}</span> : null}
        {verdict ? (
          <span id={verdictId} data-part="option-verdict" data-severity={verdict.severity}>
            <strong>{messages.severity[verdict.severity]}:</strong> {verdict.message}
          </span>
        ) : null}
      </span>
      <span id={priceId} data-part="option-price">
        {option.priceModifier}
      </span>
    </label>
  );
}

function NoneOption({ category, state }: { category: KitCategory; state: RadioGroupState }) {
  const ref = useRef<HTMLInputElement>(null);
  const nameId = useId();
  // Named by its text like the other options (React Aria warns about a radio with neither children nor a label id).
  const { inputProps, labelProps, isSelected } = useRadio({ value: NONE_VALUE, 'aria-labelledby': nameId }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <label {...labelProps} data-part="option" data-none="" data-selected={isSelected || undefined} data-focus-visible={isFocusVisible || undefined} data-compatibility="ok">
      <input {...mergeProps(inputProps, focusProps)} ref={ref} data-part="radio" />
      {category.NoneImageUrl ? <img data-part="option-image" src={category.NoneImageUrl} alt="" width={48} height={48} /> : <span data-part="option-image" aria-hidden="true" />}
      <span data-part="option-text">
        <span id={nameId} data-part="option-name">
          {messages.none}
        </span>
      </span>
      <span data-part="option-price" />
    </label>
  );
}

/** Quantity 1 to MaximumQuantity (spec 2 §5); the domain clamps as well, so a typed 99 becomes the maximum. */
function QuantityStepper({ category, selection, onChange }: { category: KitCategory; selection: KitSelection; onChange: (quantity: number) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const decrementRef = useRef<HTMLButtonElement>(null);
  const incrementRef = useRef<HTMLButtonElement>(null);
  const label = `${messages.quantity}, ${category.CategoryName}`;
  const { groupProps, inputProps, incrementButtonProps, decrementButtonProps, announcementProps, announcement } = useQuantityField(
    {
      'aria-label': label,
      value: selection.SelectedQuantity,
      minValue: 1,
      maxValue: category.MaximumQuantity,
      onChange: (quantity: number) => {
        if (Number.isFinite(quantity)) onChange(quantity);
      },
    },
    inputRef,
  );
  const { buttonProps: decrementProps } = useButton(decrementButtonProps, decrementRef);
  const { buttonProps: incrementProps } = useButton(incrementButtonProps, incrementRef);
  return (
    <div {...groupProps} data-part="quantity">
      <span data-part="quantity-label" aria-hidden="true">
        {messages.quantity}
      </span>
      <button {...decrementProps} ref={decrementRef} data-part="decrement">
        −
      </button>
      <input {...inputProps} ref={inputRef} data-part="quantity-input" />
      <button {...incrementProps} ref={incrementRef} data-part="increment">
        +
      </button>
      <VisuallyHidden {...announcementProps} data-part="quantity-announcement">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
