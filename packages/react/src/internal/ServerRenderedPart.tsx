// A lazily loaded part the server renders in full (a product page's "people also bought" slides, its presets' build
// tiles): its code stays out of the page's first download and out of hydration, yet the server HTML is the same as
// if it were static. While the page hydrates, the part sits in a Suspense boundary React leaves dehydrated (the
// server's HTML stays on screen as it is); its module loads once the page is idle, and React hydrates that HTML when
// `isNeeded` (typically near the viewport), or at once when the shopper presses something in it or an update
// reaches it. Those last two need the module already there: React drops a click on a boundary it cannot hydrate yet,
// and holds an update (a revalidation's, through the router's context) until it can, hence the idle-time load rather
// than one on the viewport alone. Only the viewport can ask for hydration: React holds back focus and pointer events
// aimed at a dehydrated boundary, so an intent listener around it would wait for itself. A client render (a
// navigation, a test, a story) renders the part as soon as the module is there.
import type { ComponentType, ReactNode } from 'react';
import { Suspense, use, useCallback, useEffect, useMemo, useState } from 'react';
import type { LazyPart } from './lazyPart.ts';
import { usePreloadWhenIdle } from './lazyPart.ts';
import { useIsHydrated } from './useIsHydrated.ts';

/** Resolves with the part's module once the part is needed and loaded. */
interface Gate<Module> {
  promise: Promise<Module>;
  open: (module: Module) => void;
}

function createGate<Module>(): Gate<Module> {
  let open: (module: Module) => void = () => undefined;
  const promise = new Promise<Module>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

type PartModule<Props extends object> = { default: ComponentType<Props> };

interface ContentProps<Props extends object> {
  part: LazyPart<PartModule<Props>>;
  gate: Gate<PartModule<Props>>;
  props: Props;
}

interface BoundaryState<Props> {
  /** The props the server's HTML was drawn with, until the part is live (hydrated or rendered). */
  serverProps: Props | null;
  /** Whether the boundary was given up for a fresh one: props changed before the part went live. */
  isFresh: boolean;
}

/** Waits for the module: while hydrating, until the gate opens; in a client render or on the server, until it loads. */
function Waiting<Props extends object>({ part, gate, props }: ContentProps<Props>) {
  const isClientRender = useIsHydrated();
  const isServer = typeof document === 'undefined';
  const Part = use(isClientRender || isServer ? part.load() : gate.promise).default;
  return <Part {...props} />;
}

function Content<Props extends object>({ part, gate, props, onLive }: ContentProps<Props> & { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  // A module already there renders (or hydrates) at once: after the idle-time load, for a click or an update.
  const Part = part.current()?.default;
  return Part ? <Part {...props} /> : <Waiting part={part} gate={gate} props={props} />;
}

export interface ServerRenderedPartProps<Props extends object> {
  /** The part's module (its default export is the component). */
  part: LazyPart<PartModule<Props>>;
  /** Whether a server-rendered part should hydrate now (near the viewport); once true, stays opened. */
  isNeeded: boolean;
  /** The part's props. Keep the object stable (useMemo): while the part waits to hydrate, other props (even equal
   *  ones) give up its server HTML for a fresh client render. */
  props: Props;
  /** Shown in a client render until the module has loaded. @default nothing */
  fallback?: ReactNode;
}

export function ServerRenderedPart<Props extends object>({ part, isNeeded, props, fallback = null }: ServerRenderedPartProps<Props>) {
  const [gate] = useState(createGate<PartModule<Props>>);
  usePreloadWhenIdle(part);
  useEffect(() => {
    if (isNeeded) void part.load().then(gate.open);
  }, [isNeeded, part, gate]);
  // Props that change before the part is live are drawn afresh, in a boundary of their own, rather than hydrated
  // onto HTML they did not make: React does not correct attributes while hydrating.
  const [boundary, setBoundary] = useState<BoundaryState<Props>>({ serverProps: props, isFresh: false });
  if (boundary.serverProps !== null && boundary.serverProps !== props) setBoundary({ serverProps: null, isFresh: true });
  const onLive = useCallback(() => setBoundary((current) => (current.serverProps === null ? current : { ...current, serverProps: null })), []);
  // The same element on every render while part and props stand: a parent's re-render (a state of its own, the
  // viewport check) does not reach the dehydrated boundary, which would otherwise give up its server HTML.
  const { isFresh } = boundary;
  return useMemo(
    () => (
      <Suspense key={isFresh ? 'fresh' : 'server'} fallback={fallback}>
        <Content part={part} gate={gate} props={props} onLive={onLive} />
      </Suspense>
    ),
    [part, gate, props, fallback, isFresh, onLive],
  );
}
