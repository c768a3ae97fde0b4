import type { KitCategory, KitState } from '@rigkit/domain/kit';
import type { ElementType, ReactNode } from 'react';
import { useId, useMemo, useRef } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { useLazyPart } from '../internal/lazyPart.ts';
import { toastModule } from './kitToasts.ts';
import { KitConfiguratorContext, useKitConfiguratorContext } from './context.ts';
import { Category } from './KitCategory.tsx';
import { memoLast } from './kitConfiguratorSelectors.ts';
import { kitConfiguratorMessages as messages } from './messages.ts';
import type { KitConfiguratorProps } from './useKitConfigurator.ts';
import type { KitConfiguratorController } from './useKitConfigurator.ts';
import { useKitBlockingMessages, useKitConfiguratorController, useKitPrice, useKitSlice, useKitVerdicts } from './useKitConfigurator.ts';

export interface KitConfiguratorRootProps extends KitConfiguratorProps {
  /** The summary, category groups, verdicts, disclaimer and toasts, in the order you want them. */
  children: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/** Holds the configurator's store; the parts inside subscribe to their own slices. */
function Root({ children, className, ...props }: KitConfiguratorRootProps) {
  const controller = useKitConfiguratorController(props);
  return (
    <KitConfiguratorContext value={controller}>
      <div className={className} data-rigkit="kit-configurator" data-buy-state={controller.buyState}>
        {children}
      </div>
    </KitConfiguratorContext>
  );
}

export interface KitConfiguratorSummaryProps {
  /** The kit's name, shown as the page title. */
  title: string;
  /** Heading level of the title. @default 1 */
  headingLevel?: 1 | 2 | 3;
  /** The Buy button's text (an item's BuyButtonText). @default 'Buy' */
  buyLabel?: string;
  /** Class name of the summary element. */
  className?: string;
}

/**
 * Title, price as configured, Reset and Buy (spec 2 §2); Buy is disabled, with the reasons beside it, while a required
 * choice is missing (spec 2 §4, §5) or a part does not fit (an error-level verdict).
 */
function Summary({ title, headingLevel = 1, buyLabel = messages.buy, className }: KitConfiguratorSummaryProps) {
  const controller = useKitConfiguratorContext('Summary');
  const blockingMessages = useKitBlockingMessages(controller);
  const canBuy = blockingMessages.length === 0;
  const titleId = useId();
  const blockingId = useId();
  const resetRef = useRef<HTMLButtonElement>(null);
  const buyRef = useRef<HTMLButtonElement>(null);
  const { buttonProps: resetProps } = useNativeButton({ type: 'button', onPress: controller.reset }, resetRef);
  const isBuying = controller.buyState === 'buying';
  const { buttonProps: buyProps } = useNativeButton(
    {
      type: 'button',
      onPress: () => void controller.buy(),
      isDisabled: !canBuy || isBuying,
      'aria-describedby': canBuy ? undefined : blockingId,
    },
    buyRef,
  );
  const Heading: ElementType = `h${headingLevel}`;
  return (
    <section className={className} data-rigkit="kit-summary" data-state={canBuy ? 'ready' : 'blocked'} aria-labelledby={titleId}>
      <Heading id={titleId} data-part="title">
        {title}
      </Heading>
      <SummaryPrice controller={controller} />
      {blockingMessages.length > 0 ? (
        <ul id={blockingId} data-part="blocking-messages">
          {blockingMessages.map((blocking) => (
            <li key={blocking.key}>{blocking.message}</li>
          ))}
        </ul>
      ) : null}
      <div data-part="actions">
        <button {...resetProps} ref={resetRef} data-part="reset">
          {messages.reset}
        </button>
        <button {...buyProps} ref={buyRef} data-part="buy" data-state={isBuying ? 'buying' : 'idle'}>
          {isBuying ? messages.buying : buyLabel}
        </button>
      </div>
    </section>
  );
}

export interface KitConfiguratorSummaryBarProps {
  /** The Buy button's text (an item's BuyButtonText). @default 'Buy' */
  buyLabel?: string;
  /** Class name of the bar. */
  className?: string;
}

/**
 * The price and Buy again, in a bar that follows the options on a phone (issue 17 defect 10: under 900 px they were
 * only at the top). Same Buy as the Summary's: disabled with the same blocking reasons beside it. The theme shows it
 * under 900 px only (sticky at the foot of the screen), so the page needs no width of its own to render it.
 */
function SummaryBar({ buyLabel = messages.buy, className }: KitConfiguratorSummaryBarProps) {
  const controller = useKitConfiguratorContext('SummaryBar');
  const blockingMessages = useKitBlockingMessages(controller);
  const price = useKitPrice(controller);
  const canBuy = blockingMessages.length === 0;
  const blockingId = useId();
  const buyRef = useRef<HTMLButtonElement>(null);
  const isBuying = controller.buyState === 'buying';
  const { buttonProps: buyProps } = useNativeButton(
    { type: 'button', onPress: () => void controller.buy(), isDisabled: !canBuy || isBuying, 'aria-describedby': canBuy ? undefined : blockingId },
    buyRef,
  );
  return (
    <section className={className} data-rigkit="kit-summary-bar" data-state={canBuy ? 'ready' : 'blocked'} aria-label={messages.summaryBar}>
      <p data-part="price">
        <span data-part="price-label">{messages.priceLabel}</span> <strong data-part="price-value">{price}</strong>
      </p>
      {blockingMessages.length > 0 ? (
        <p id={blockingId} data-part="blocking-messages">
          {blockingMessages.map((blocking) => blocking.message).join(' ')}
        </p>
      ) : null}
      <button {...buyProps} ref={buyRef} data-part="buy" data-state={isBuying ? 'buying' : 'idle'}>
        {isBuying ? messages.buying : buyLabel}
      </button>
    </section>
  );
}

/** The price as configured: its own component, so a change of price re-renders neither title nor buttons. */
function SummaryPrice({ controller }: { controller: KitConfiguratorController }) {
  const price = useKitPrice(controller);
  return (
    <p data-part="price" aria-live="polite" aria-atomic="true">
      <span data-part="price-label">{messages.priceLabel}</span> <strong data-part="price-value">{price}</strong>
    </p>
  );
}

interface KitGroup {
  name: string;
  categoryIds: readonly number[];
}

/** The groups of the kit in display order: each CategoryGroup name with its categories' ids. */
function createGroupsSelector() {
  let previous: readonly KitGroup[] = [];
  const compute = memoLast((categories: readonly KitCategory[]): readonly KitGroup[] => {
    const groups = new Map<string, number[]>();
    for (const category of categories) {
      const ids = groups.get(category.CategoryGroup) ?? [];
      ids.push(category.InventoryKitCategoryId);
      groups.set(category.CategoryGroup, ids);
    }
    const next = [...groups].map(([name, categoryIds]) => ({ name, categoryIds }));
    // Options arriving make new category objects, not new groups: keep the list while names and ids stay the same.
    const same =
      next.length === previous.length &&
      next.every((group, index) => group.name === previous[index]?.name && group.categoryIds.join() === previous[index]?.categoryIds.join());
    if (!same) previous = next;
    return previous;
  });
  return (state: KitState) => compute(state.categories);
}

function useGroups(part: string): readonly KitGroup[] {
  const controller = useKitConfiguratorContext(part);
  const select = useMemo(() => createGroupsSelector(), []);
  return useKitSlice(controller.store, select);
}

export interface KitConfiguratorCategoryGroupProps {
  /** The CategoryGroup shown. */
  group: string;
  /** Heading level of the group name; its categories take the next level. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** The categories; by default a Category for each category of the group, in SortOrder. */
  children?: ReactNode;
  /** Class name of the group element. */
  className?: string;
}

/** One group of categories (Kit category "CategoryGroup", spec 2 §3). */
function CategoryGroup({ group, headingLevel = 2, children, className }: KitConfiguratorCategoryGroupProps) {
  const groups = useGroups('CategoryGroup');
  const headingId = useId();
  const found = groups.find((entry) => entry.name === group);
  if (!found) return null;
  const Heading: ElementType = `h${headingLevel}`;
  const categoryLevel = (headingLevel + 1) as 3 | 4 | 5;
  return (
    <section className={className} data-rigkit="kit-category-group" data-group={group} aria-labelledby={headingId}>
      <Heading id={headingId} data-part="name">
        {group}
      </Heading>
      {children ?? found.categoryIds.map((categoryId) => <Category key={categoryId} categoryId={categoryId} headingLevel={categoryLevel} />)}
    </section>
  );
}

/** Every CategoryGroup of the kit in display order, each with its categories. */
function CategoryGroups({ headingLevel = 2 }: { /** Heading level of the group names. @default 2 */ headingLevel?: 2 | 3 | 4 }) {
  const groups = useGroups('CategoryGroups');
  return groups.map((group) => <CategoryGroup key={group.name} group={group.name} headingLevel={headingLevel} />);
}

export interface KitConfiguratorVerdictsProps {
  /** Heading level. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Class name of the verdicts element. */
  className?: string;
}

/** The compatibility engine's verdicts about the build, errors first (issue 7, beyond the specs). */
function Verdicts({ headingLevel = 2, className }: KitConfiguratorVerdictsProps) {
  const controller = useKitConfiguratorContext('Verdicts');
  const verdicts = useKitVerdicts(controller);
  const headingId = useId();
  const errors = verdicts.filter((verdict) => verdict.severity === 'error').length;
  const warnings = verdicts.filter((verdict) => verdict.severity === 'warning').length;
  const worst = errors > 0 ? 'error' : warnings > 0 ? 'warning' : 'ok';
  const Heading: ElementType = `h${headingLevel}`;
  return (
    <section className={className} data-rigkit="kit-verdicts" data-state={worst} aria-labelledby={headingId}>
      <Heading id={headingId} data-part="heading">
        {messages.verdictsHeading}
      </Heading>
      <p role="status" data-part="status">
        {errors + warnings === 0 ? messages.noProblems : messages.problemCount(errors, warnings)}
      </p>
      {verdicts.length > 0 ? (
        <ul data-part="list">
          {verdicts.map((verdict) => (
            <li key={verdict.rule} data-part="verdict" data-severity={verdict.severity} data-rule={verdict.rule}>
              <strong data-part="severity">{messages.severity[verdict.severity]}:</strong> {verdict.message}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The exact-model disclaimer of spec 2 §2 (designed sentence). */
function Disclaimer({ children = messages.disclaimer, className }: { /** The sentence. @default the designed disclaimer */ children?: ReactNode; /** Class name. */ className?: string }) {
  return (
    <p className={className} data-rigkit="kit-disclaimer">
      {children}
    </p>
  );
}

/** The configurator's toasts ('UV Printing Selection Removed' 2000 ms, 'Added to cart' 1000 ms, spec 2 §4). */
function Toasts({ className }: { /** Class name of the region. */ className?: string }) {
  const controller = useKitConfiguratorContext('Toasts');
  const queue = controller.toastQueue;
  // The controller preloads the module when the page is idle. Before its first toast there is nothing to show (the region renders nothing while it has no toasts).
  const loaded = useLazyPart(toastModule, queue !== null);
  return queue && loaded ? <loaded.Toast.Region queue={queue} className={className} /> : null;
}

/**
 * The custom build configurator (spec 2 §2 "Custom build page", §4, §5; issue 7): `Root` holds the build,
 * `Summary` the title, price, Reset and Buy, `CategoryGroups`/`CategoryGroup`/`Category` the options, `Verdicts`
 * the compatibility findings, `Disclaimer` the exact-model sentence, `Toasts` the notices.
 */
export const KitConfigurator = { Root, Summary, SummaryBar, CategoryGroups, CategoryGroup, Category, Verdicts, Disclaimer, Toasts };
