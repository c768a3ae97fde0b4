// A part of a server-rendered page that React takes over when it comes near the viewport instead of with the rest of
// the page (issue 21 item 5: the home page's product strips, reviews and newsletter below the fold made most of its
// hydration's long tasks). Until then the shopper sees the server's markup, untouched: links work, nothing moves.
//
// How: while the page hydrates, the wrapping element is rendered with an empty dangerouslySetInnerHTML, which React
// hydrates without looking inside, so the server's markup stays as it is and none of the part's code runs. When the
// element comes within useNearViewport's margin the part is rendered in a transition (sliced, off the load), and the
// same markup replaces the server's in one commit. Not a Suspense boundary that suspends until then: React re-renders
// a dehydrated boundary early when a context it reads changes (the router's, on any navigation), and would then swap
// the server's markup for the empty fallback. Not on idle either: on a phone the first idle moment is still inside
// the load, where the hydration's tasks were the problem.
// The new markup has new elements: what had the focus in the server's (a shopper tabbing into the part before it was
// near) gets it back in the new. Not for parts with text fields: what a shopper typed would be lost.
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIsHydrated } from '../internal/useIsHydrated.ts';
import { useNearViewport } from '../internal/useNearViewport.ts';

/** Child indexes from `root` down to `node`; undefined when `node` is not inside `root`. */
function pathWithin(root: Element, node: Element | null): number[] | undefined {
  const path: number[] = [];
  for (let current = node; current && current !== root; current = current.parentElement) {
    const parent: Element | null = current.parentElement;
    if (!parent) return undefined;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
  }
  return node ? path : undefined;
}

// Closer than useNearViewport's screen ahead, which would take over the next part down during the load: until then
// the part looks the same, and a sliced render of it is quicker than a shopper scrolling 200 px.
const takeOverMargin = '200px 0px';

// The server's markup, left in place while hydrating (React does not compare it: suppressHydrationWarning).
const keepServerMarkup = { __html: '' };

export interface HydrateWhenNearProps extends ComponentPropsWithoutRef<'section'> {
  /** The wrapping element, rendered (and hydrated) at once; it is what comes near the viewport. */
  as?: 'section' | 'div';
  children: ReactNode;
}

/** Renders `children` in a `section` (or `div`) whose server markup React takes over only once it is near the
 *  viewport; a client render (a client navigation to the page) shows them at once. */
export function HydrateWhenNear({ as: Element = 'section', children, ...props }: HydrateWhenNearProps) {
  const isHydrating = !useIsHydrated();
  // Decided once: the server renders the part, hydration defers it, a client render shows it.
  const [deferred] = useState(() => isHydrating && typeof window !== 'undefined');
  const [element, setElement] = useState<HTMLElement | null>(null);
  const isNear = useNearViewport(deferred ? element : null, takeOverMargin);
  const [isRendered, setRendered] = useState(!deferred);
  useEffect(() => {
    if (isNear && !isRendered) startTransition(() => setRendered(true));
  }, [isNear, isRendered]);
  // Where the focus is in the server's markup, while it is shown.
  const focused = useRef<number[] | undefined>(undefined);
  useEffect(() => {
    if (!element || isRendered) return;
    const remember = () => (focused.current = pathWithin(element, document.activeElement));
    element.addEventListener('focusin', remember);
    element.addEventListener('focusout', remember);
    return () => {
      element.removeEventListener('focusin', remember);
      element.removeEventListener('focusout', remember);
    };
  }, [element, isRendered]);
  useLayoutEffect(() => {
    const path = focused.current;
    if (!isRendered || !element || !path) return;
    focused.current = undefined;
    if (document.activeElement && document.activeElement !== document.body) return;
    const target = path.reduce<Element | undefined>((node, index) => node?.children[index], element);
    if (target instanceof HTMLElement) target.focus({ preventScroll: true });
  }, [element, isRendered]);
  if (!isRendered) return <Element ref={setElement} {...props} dangerouslySetInnerHTML={keepServerMarkup} suppressHydrationWarning />;
  return (
    <Element ref={setElement} {...props}>
      {children}
    </Element>
  );
}
