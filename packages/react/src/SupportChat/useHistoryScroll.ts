// Scrolling of the chat's history (designed; spec 3 §2.4 does not describe it), what the DOM needs beyond the hook's
// state: the newest message in view when a conversation opens; the view held still when earlier messages are drawn
// above it; the next earlier page drawn when the shopper scrolls near the oldest drawn message; and a new message
// scrolled into view when it is the shopper's own, or when the shopper was already reading the newest (a reply that
// arrives while they read back stays below, so the page does not pull them away).
import { useCallback, useEffect, useLayoutEffect, useRef, type UIEventHandler } from 'react';

/** How near the bottom, in pixels, still counts as reading the newest messages. */
const followDistance = 48;
/** How far above the view the oldest drawn message starts the next page: about two messages ahead of the top. */
const revealMargin = '160px 0px 0px 0px';

/** The list and where its view is to be held while rows are drawn above it: shared with useDrawnTail. */
export function useHeldView() {
  const listRef = useRef<HTMLOListElement>(null);
  /** Distance from the list's bottom edge to the view's top, taken just before rows are drawn above. */
  const anchorRef = useRef<number | null>(null);
  /** Remembers where the view is, so the next commit that draws rows above can put it back. */
  const holdView = useCallback(() => {
    const list = listRef.current;
    if (list) anchorRef.current = list.scrollHeight - list.scrollTop;
  }, []);
  return { listRef, anchorRef, holdView };
}

export interface HistoryScrollOptions {
  /** The list and its held view (useHeldView). */
  view: ReturnType<typeof useHeldView>;
  /** ChatMessageGuid of the oldest message drawn. */
  firstKey: string | undefined;
  /** ChatMessageGuid of the newest message drawn. */
  lastKey: string | undefined;
  /** Whether the newest message is the shopper's own. */
  lastIsMine: boolean;
  /** How many earlier messages are not drawn yet (0 while the drawn page is still being filled in above). */
  earlierCount: number;
  /** Draws the page before the oldest drawn. */
  showEarlier: () => void;
}

export function useHistoryScroll({ view, firstKey, lastKey, lastIsMine, earlierCount, showEarlier }: HistoryScrollOptions) {
  const { listRef, anchorRef, holdView } = view;
  /** The shopper is at (or near) the newest message. */
  const following = useRef(true);
  /** The first and last messages of the previous commit with the list on screen. */
  const drawn = useRef<{ first?: string; last?: string }>({});

  /** Draws the earlier page, remembering where the view is so it can be put back (the button and a scroll up). */
  const revealEarlier = useCallback(() => {
    holdView();
    showEarlier();
  }, [holdView, showEarlier]);

  // Scrolled in the next frame's animation callback, which runs before that frame is painted (so the view is never
  // seen in the wrong place) but apart from React's commit: measuring the list here would lay out the page inside
  // the commit's task, and a long history's commit plus its layout is the long task this avoids.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) {
      drawn.current = {};
      return;
    }
    const before = drawn.current;
    drawn.current = { first: firstKey, last: lastKey };
    const restore = anchorRef.current !== null && firstKey !== before.first ? anchorRef.current : null;
    anchorRef.current = null;
    const toNewest = before.last === undefined || (lastKey !== before.last && (lastIsMine || following.current));
    if (restore === null && !toNewest) return;
    if (toNewest) following.current = true;
    // Not cancelled when the next commit comes first (a reply within the frame): each frame's work holds on its own.
    requestAnimationFrame(() => {
      if (!list.isConnected) return;
      // Measured from the bottom, which the rows drawn above do not move: the same messages stay under the
      // shopper's eyes. Browsers' own scroll anchoring does not help at the very top, where a reveal starts.
      if (restore !== null) list.scrollTop = list.scrollHeight - restore;
      if (toNewest) list.scrollTop = list.scrollHeight;
    });
  }, [listRef, anchorRef, firstKey, lastKey, lastIsMine]);

  // The oldest drawn message coming near the top of the view draws the page before it.
  useEffect(() => {
    const list = listRef.current;
    const oldest = list?.firstElementChild;
    if (!list || !oldest || earlierCount === 0 || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Only a list that scrolls: one the theme lets grow shows its oldest message "in view" at once, and would
        // draw every page in turn.
        if (entries.some((entry) => entry.isIntersecting) && list.scrollHeight > list.clientHeight) revealEarlier();
      },
      { root: list, rootMargin: revealMargin },
    );
    observer.observe(oldest);
    return () => observer.disconnect();
  }, [listRef, earlierCount, firstKey, revealEarlier]);

  const onScroll: UIEventHandler<HTMLOListElement> = (event) => {
    const list = event.currentTarget;
    following.current = list.scrollHeight - list.scrollTop - list.clientHeight <= followDistance;
  };

  return { listRef, onScroll, revealEarlier };
}
