// What the storefront server knows about one page request and the render needs (issue 14 items 6, 8): the nonce of
// this response's Content-Security-Policy, and the store's configured public origin for canonical addresses (never
// the Host header, which any client can set). Both unset under `react-router dev`.
import { createContext as createReactContext } from 'react';
import { createContext } from 'react-router';

export interface PageRequest {
  /** The nonce the response's CSP names for inline scripts. */
  cspNonce: string | undefined;
  /** The public origin, e.g. https://shop.example. */
  origin: string | undefined;
}

export const pageRequestContext = createContext<PageRequest>({ cspNonce: undefined, origin: undefined });

/** The nonce for the document's own inline scripts (<Scripts>, <ScrollRestoration>), provided by entry.server. */
export const CspNonce = createReactContext<string | undefined>(undefined);
