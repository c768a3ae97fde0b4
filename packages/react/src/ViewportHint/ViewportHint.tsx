// The width a server renders layout-dependent widgets for (item grids, sliders, the game-compatibility grid).
// A server cannot measure the screen, but it can guess from the request (a phone's user agent or the
// Sec-CH-UA-Mobile hint): rendering a phone's page for a phone means hydration finds the layout it expects and
// nothing is laid out twice. Without a provider the server renders for a desktop, and the theme's media queries
// keep a phone's first paint right until the widget has measured the screen.
import { defaultViewportWidth } from '@rigkit/domain/grid';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

/** Used when nothing better is known: a common laptop width (the domain's defaultViewportWidth). */
export const defaultViewportHint = defaultViewportWidth;

const ViewportHintContext = createContext<number>(defaultViewportHint);

export interface ViewportHintProviderProps {
  /** The width, in CSS pixels, to render for until the browser has measured its window. */
  width: number;
  children?: ReactNode;
}

/** Tells the widgets below which width to render for on the server and while the page hydrates. */
export function ViewportHintProvider({ width, children }: ViewportHintProviderProps) {
  return <ViewportHintContext.Provider value={width}>{children}</ViewportHintContext.Provider>;
}

/** The hinted width (defaultViewportHint without a provider). */
export function useViewportHint(): number {
  return useContext(ViewportHintContext);
}
