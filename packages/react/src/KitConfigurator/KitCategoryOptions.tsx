import type { KitCategory, KitSelection } from '@rigkit/domain/kit';
import { shownKitOptions } from '@rigkit/domain/kit';
import type { ChangeEvent, ElementType, FocusEvent } from 'react';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { useKitConfiguratorContext } from './context.ts';
import type { KitConfiguratorContextValue } from './context.ts';
import type { KitCategoryView, KitOptionView } from './kitConfiguratorSelectors.ts';
import { NONE_VALUE } from './kitConfiguratorSelectors.ts';
import { kitConfiguratorMessages as messages } from './messages.ts';
import { useKitCategory } from './useKitConfigurator.ts';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { useQuantityField } from '../internal/useQuantityField.ts';

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

/** How the shopper last interacted: a focus ring shows for keyboard focus, not after a press (React Aria's rule). */
type Modality = 'keyboard' | 'pointer' | null;
let modality: Modality = null;
let isTrackingModality = false;

/** One pair of listeners for the whole page, installed by the first category (no state, no re-render). */
function trackModality(): void {
  if (isTrackingModality || typeof document === 'undefined') return;
  isTrackingModality = true;
  const onKey = (event: KeyboardEvent) => {
    if (!event.metaKey && !event.ctrlKey && !event.altKey) modality = 'keyboard';
  };
  const onPointer = () => {
    modality = 'pointer';
  };
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', onPointer, true);
  document.addEventListener('mousedown', onPointer, true);
}

/**
 * As React Aria's radios did: pressing an option neither moves focus nor starts a text selection; the click that
 * follows chooses the option (the label's own behaviour) and puts focus on its radio, so the arrow keys go on from
 * there. Plain listeners on the group: the radios themselves stay the keyboard's and screen readers' controls.
 */
function pressLikeReactAria(group: HTMLElement | null): (() => void) | undefined {
  if (!group) return undefined;
  const optionOf = (event: Event) => (event.target instanceof Element ? event.target.closest('[data-part="option"]') : null);
  const onMouseDown = (event: MouseEvent) => {
    if (optionOf(event)) event.preventDefault();
  };
  const onClick = (event: MouseEvent) => {
    const radio = optionOf(event)?.querySelector('input');
    if (radio && radio !== document.activeElement) radio.focus({ preventScroll: true });
  };
  group.addEventListener('mousedown', onMouseDown);
  group.addEventListener('click', onClick);
  return () => {
    group.removeEventListener('mousedown', onMouseDown);
    group.removeEventListener('click', onClick);
  };
}

// The options are native radios sharing one name inside their labels (issue 7 performance). The browser gives the
// radio group behaviour React Aria's useRadioGroup/useRadio rebuilt in script: Tab stops once, on the chosen
// option; the arrow keys move to the next or previous option and choose it, wrapping at the ends; Space chooses;
// the label is the click target; an unchosen group is one Tab stop too. Per option React Aria ran two press handlers, a focus ring subscription, form
// reset and validation hooks, and every option re-rendered whenever the group's state object changed (a choice, a
// focus): a click on one CPU re-rendered all of them twice. Now an option is a memoised element that re-renders
// only when what it shows changes, and the group keeps one piece of state: which option shows a focus ring.
function CategoryContent({
  view,
  controller,
  headingLevel = 3,
  className,
  ...props
}: KitConfiguratorCategoryProps & { view: KitCategoryView; controller: KitConfiguratorContextValue }) {
  const { category, selection } = view;
  const categoryId = category.InventoryKitCategoryId;
  const groupId = useId();
  const headingId = `${groupId}-name`;
  const [isHidden, setHidden] = useControlledState(props.isIncompatibleHidden, props.defaultIncompatibleHidden ?? false, props.onIncompatibleHiddenChange);
  const [focusVisibleValue, setFocusVisibleValue] = useState<string | null>(null);
  const { selectNone, selectOption } = controller;
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      if (value === NONE_VALUE) selectNone(categoryId);
      else selectOption(categoryId, Number(value));
    },
    [categoryId, selectNone, selectOption],
  );
  useEffect(trackModality, []);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === 'radio') setFocusVisibleValue(modality === 'pointer' ? null : target.value);
  };
  const optionsRef = useRef<HTMLDivElement>(null);
  useEffect(() => pressLikeReactAria(optionsRef.current), []);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusVisibleValue(null);
  };
  const hasIncompatible = view.options.some((option) => option.compatibility === 'error');
  // Errors only, like the domain's filterCompatibleOptions: warnings and notes do not block a build.
  const shown = shownKitOptions(view.options, isHidden);
  const Heading: ElementType = `h${headingLevel}`;
  return (
    <section
      className={className}
      data-rigkit="kit-category"
      data-category={category.CategoryName}
      data-state={selection?.SelectedInventoryItemId != null ? 'chosen' : category.AllowNone ? 'none' : 'empty'}
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
      <div ref={optionsRef} role="radiogroup" aria-labelledby={headingId} aria-orientation="vertical" data-part="options" onFocus={onFocus} onBlur={onBlur}>
        {shown.map((option) => (
          <Option
            key={option.value}
            option={option}
            name={groupId}
            isFocusVisible={focusVisibleValue === option.value}
            imageUrl={controller.imageUrl}
            onChange={onChange}
          />
        ))}
        {category.AllowNone ? (
          <NoneOption
            category={category}
            name={groupId}
            isSelected={view.value === NONE_VALUE}
            isFocusVisible={focusVisibleValue === NONE_VALUE}
            onChange={onChange}
          />
        ) : null}
      </div>
      {selection && selection.SelectedInventoryItemId !== null && category.MaximumQuantity > 1 ? (
        <QuantityStepper category={category} selection={selection} onChange={(quantity) => controller.setQuantity(category.InventoryKitCategoryId, quantity)} />
      ) : null}
    </section>
  );
}

interface OptionProps {
  option: KitOptionView;
  /** The group's radio name. */
  name: string;
  isFocusVisible: boolean;
  imageUrl: KitConfiguratorContextValue['imageUrl'];
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * One option; the selector keeps an unchanged option's view object, so memo skips it. A choice rewrites the price
 * difference of every option of the category, and nothing else of most of them: the radio, picture and text are
 * memoised elements, so React leaves them alone and rewrites only the difference (it reset the radio's name and type
 * on every update of an input, issue 7 performance).
 */
const Option = memo(function Option({ option, name, isFocusVisible, imageUrl, onChange }: OptionProps) {
  const { item, verdict } = option;
  const nameId = `${name}-${option.value}-name`;
  const priceId = `${name}-${option.value}-price`;
  const verdictId = `${name}-${option.value}-verdict`;
  const labelledBy = option.priceModifier ? `${nameId} ${priceId}` : nameId;
  const describedBy = verdict ? verdictId : undefined;
  const radio = useMemo(
    () => (
      <input
        type="radio"
        name={name}
        value={option.value}
        checked={option.isSelected}
        onChange={onChange}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        data-part="radio"
      />
    ),
    [name, option.value, option.isSelected, onChange, labelledBy, describedBy],
  );
  const imageSrc = imageUrl && item.ImageId !== null ? imageUrl(item.ImageId, OPTION_IMAGE_WIDTH) : null;
  const image = useMemo(
    () => (imageSrc !== null ? <img data-part="option-image" src={imageSrc} alt="" width={48} height={48} /> : <span data-part="option-image" aria-hidden="true" />),
    [imageSrc],
  );
  const text = useMemo(
    () => (
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
    ),
    [nameId, verdictId, item.ItemDescription, item.ManufacturerModel, verdict],
  );
  return (
    <label data-part="option" data-selected={option.isSelected || undefined} data-focus-visible={isFocusVisible || undefined} data-compatibility={option.compatibility}>
      {radio}
      {image}
      {text}
      <span id={priceId} data-part="option-price">
        {option.priceModifier}
      </span>
    </label>
  );
});

interface NoneOptionProps {
  category: KitCategory;
  name: string;
  isSelected: boolean;
  isFocusVisible: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

const NoneOption = memo(function NoneOption({ category, name, isSelected, isFocusVisible, onChange }: NoneOptionProps) {
  const nameId = `${name}-${NONE_VALUE}-name`;
  return (
    <label data-part="option" data-none="" data-selected={isSelected || undefined} data-focus-visible={isFocusVisible || undefined} data-compatibility="ok">
      <input
        type="radio"
        name={name}
        value={NONE_VALUE}
        checked={isSelected}
        onChange={onChange}
        aria-labelledby={nameId}
        data-part="radio"
      />
      {category.NoneImageUrl ? <img data-part="option-image" src={category.NoneImageUrl} alt="" width={48} height={48} /> : <span data-part="option-image" aria-hidden="true" />}
      <span data-part="option-text">
        <span id={nameId} data-part="option-name">
          {messages.none}
        </span>
      </span>
      <span data-part="option-price" />
    </label>
  );
});

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
  const { buttonProps: decrementProps } = useNativeButton(decrementButtonProps, decrementRef);
  const { buttonProps: incrementProps } = useNativeButton(incrementButtonProps, incrementRef);
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
