// One kit category of the configurator: its heading, the "Hide incompatible" switch, its options as a radio group
// (KitOption.tsx) and the quantity of the chosen option (KitQuantityStepper.tsx).
import { isUvPrintingCategory, shownKitOptions } from '@rigkit/domain/kit';
import type { ChangeEvent, ElementType, FocusEvent } from 'react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { useKitConfiguratorContext } from './context.ts';
import type { KitConfiguratorContextValue } from './context.ts';
import { NoneOption, Option } from './KitOption.tsx';
import { QuantityStepper } from './KitQuantityStepper.tsx';
import type { KitCategoryView } from './kitConfiguratorSelectors.ts';
import { NONE_VALUE } from './kitConfiguratorSelectors.ts';
import { kitConfiguratorMessages as messages } from './messages.ts';
import { nextPaintShown } from '../internal/nextPaint.ts';
import { lastModality, trackModality } from '../internal/focusModality.ts';
import { pressLikeReactAria } from './optionModality.ts';
import { useKitCategory } from './useKitConfigurator.ts';
import { UvDesignLink } from './KitUvDesignLink.tsx';

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
  const { selectNone, selectOption, store } = controller;
  // The options are uncontrolled radios (KitOption.tsx): a press checks its radio natively and the row shows it by
  // CSS (`:has(:checked)`) in the press's own frame, with no React render in it (that render was two thirds of the
  // press's JavaScript at 4× CPU slowdown; issue 21, interaction latency). The build takes the choice once that frame
  // is shown, its prices, marks, verdicts and summary a frame later (nextPaintShown says why not sooner); the radios
  // then follow the build (a Reset, a loaded configuration), except while a later choice is still on its way.
  const optionsRef = useRef<HTMLDivElement>(null);
  const choiceOnItsWay = useRef<string | null>(null);
  const checkRadio = useCallback((value: string | null) => {
    for (const radio of optionsRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []) radio.checked = radio.value === value;
  }, []);
  useLayoutEffect(() => {
    if (choiceOnItsWay.current === null) checkRadio(view.value);
  }, [checkRadio, view.value]);
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      choiceOnItsWay.current = value;
      void (async () => {
        await nextPaintShown();
        // A choice made before the compatibility engine has loaded waits for it (rare: it loads when the page is
        // idle, or on the shopper's first intent below), the chosen option shown meanwhile.
        if (!store.isCompatibilityLoaded()) await store.loadCompatibility().catch(() => undefined);
        if (choiceOnItsWay.current === value) choiceOnItsWay.current = null;
        if (value === NONE_VALUE) selectNone(categoryId);
        else selectOption(categoryId, Number(value));
      })();
    },
    [categoryId, selectNone, selectOption, store],
  );
  useEffect(trackModality, []);
  // Pointing at or focusing an option is the intent that loads the engine, if the page has not been idle yet.
  const loadEngine = () => {
    if (!store.isCompatibilityLoaded()) void store.loadCompatibility().catch(() => undefined);
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    loadEngine();
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === 'radio') setFocusVisibleValue(lastModality() === 'pointer' ? null : target.value);
  };
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
      <div ref={optionsRef} role="radiogroup" aria-labelledby={headingId} aria-orientation="vertical" data-part="options" onFocus={onFocus} onBlur={onBlur} onPointerEnter={loadEngine}>
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
      {isUvPrintingCategory(category) ? <UvDesignLink controller={controller} categoryId={categoryId} /> : null}
    </section>
  );
}

