import { formatLastUpdated, knowledgebaseItemHash, knowledgebaseItemIdFromHash, latestUpdate } from '@rigkit/domain/knowledgebase';
import { useEffect, useRef, useState } from 'react';
import type { Key } from 'react-aria-components/DisclosureGroup';
import type { SanitisedHtml } from '../SafeHtml/sanitiseHtml.ts';

/** A knowledge base (spec 1 §3) with its HTML already sanitised (`sanitiseHtml`). */
export interface KnowledgebaseView {
  KnowledgebaseName: string;
  HeaderHtmlText: SanitisedHtml | null;
  FooterHtmlText: SanitisedHtml | null;
  KnowledgebaseItems: readonly {
    KnowledgebaseItemId: number;
    QuestionHtmlText: SanitisedHtml;
    AnswerHtmlText: SanitisedHtml;
    LastUpdatedDateTime?: string | null;
  }[];
}

/** Showing the knowledge base, or the error state when it could not be loaded (spec 1 §8). */
export type KnowledgeBaseState = 'ready' | 'error';

export interface KnowledgeBaseProps {
  /** The knowledge base to show; null or undefined shows the error state. */
  knowledgebase: KnowledgebaseView | null | undefined;
  /** The open items' KnowledgebaseItemIds (controlled). */
  expandedKeys?: Iterable<Key>;
  /** The items open at first when uncontrolled (an item named by the page's hash opens as well). @default [] */
  defaultExpandedKeys?: Iterable<Key>;
  /** Called when items open or close. */
  onExpandedChange?: (keys: Set<Key>) => void;
  /** Saves a "Notify me" request for this knowledge base (createCustomerNotification, KnowledgebaseGroup); without it there is no button. */
  onNotify?: (values: { EmailAddress: string; Mobile: string }) => Promise<boolean> | boolean;
  /** Loads the knowledge base again from the error state; without it there is no retry button. */
  onRetry?: () => void;
  /** The level of the knowledge base's name; questions are one level below. @default 2 */
  headingLevel?: 1 | 2 | 3 | 4 | 5;
}

export interface KnowledgeBaseAria {
  state: KnowledgeBaseState;
  expandedKeys: Set<Key>;
  onExpandedChange: (keys: Set<Key>) => void;
  /** "Last Updated: 18 November 2026, 2:20 pm AWST", or undefined when no item has a date. */
  lastUpdated: { text: string; dateTime: string } | undefined;
  /** The element id and hash of an item. */
  itemAnchor: (itemId: number) => { id: string; hash: string };
}

function scrollToItem(itemId: number): void {
  document.getElementById(knowledgebaseItemHash(itemId).slice(1))?.scrollIntoView?.({ block: 'start' });
}

/**
 * Behaviour of the knowledge-base viewer (spec 1 §2): the accordion's open items, the hash link that opens an item
 * and brings it into view (on load and whenever the hash changes), the "Last Updated" stamp in AWST.
 */
export function useKnowledgeBase(props: KnowledgeBaseProps): KnowledgeBaseAria {
  const [own, setOwn] = useState(() => new Set<Key>(props.defaultExpandedKeys ?? []));
  const expandedKeys = props.expandedKeys ? new Set(props.expandedKeys) : own;
  const onExpandedChange = (keys: Set<Key>) => {
    if (!props.expandedKeys) setOwn(keys);
    props.onExpandedChange?.(keys);
  };
  const latest = useRef({ expandedKeys, onExpandedChange });
  useEffect(() => {
    latest.current = { expandedKeys, onExpandedChange };
  });
  // An item opened by the hash is scrolled to after the render that opens it (its answer then has its height).
  const pendingScroll = useRef<number | undefined>(undefined);
  const itemIds = props.knowledgebase?.KnowledgebaseItems.map((item) => item.KnowledgebaseItemId).join(',') ?? '';

  // The page's hash names an item: open it (keeping the others as they are), then scroll to it once it is open.
  useEffect(() => {
    const known = new Set(itemIds.split(',').filter(Boolean).map(Number));
    const openFromHash = () => {
      const itemId = knowledgebaseItemIdFromHash(window.location.hash);
      if (itemId === undefined || !known.has(itemId)) return;
      const { expandedKeys: current, onExpandedChange: change } = latest.current;
      if (current.has(itemId)) return scrollToItem(itemId);
      pendingScroll.current = itemId;
      change(new Set([...current, itemId]));
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [itemIds]);

  useEffect(() => {
    if (pendingScroll.current === undefined) return;
    scrollToItem(pendingScroll.current);
    pendingScroll.current = undefined;
  });

  const when = props.knowledgebase ? latestUpdate(props.knowledgebase.KnowledgebaseItems) : undefined;
  return {
    state: props.knowledgebase ? 'ready' : 'error',
    expandedKeys,
    onExpandedChange,
    lastUpdated: when ? { text: formatLastUpdated(when), dateTime: when.toISOString() } : undefined,
    itemAnchor: (itemId) => {
      const hash = knowledgebaseItemHash(itemId);
      return { id: hash.slice(1), hash };
    },
  };
}
