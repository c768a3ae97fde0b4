import type { components } from '@rigkit/api-client';
import { defaultWishlistName } from '@rigkit/domain/account';
import { useState } from 'react';
import { wishlistListMessages as M } from './messages.ts';

export type ListWishlist = components['schemas']['Wishlist'];

/** Why the list could not be shown: the server said no, or the call failed. */
export type WishlistListLoadError = 'failed' | 'error';

export type WishlistListState = 'loaded' | 'creating' | 'failed';

export interface WishlistListProps {
  /** The customer's wishlists (fetchWishlists). */
  wishlists: readonly ListWishlist[];
  /** The last load's failure, if any. @default undefined */
  loadError?: WishlistListLoadError | undefined;
  /** Loads the list again (Try Again). */
  onRefresh?: () => void;
  /** Creates a wishlist with the given name (createWishlist); resolves with it, or rejects. */
  onCreate?: (name: string) => Promise<ListWishlist | undefined>;
  /** The address of a wishlist's page. @default `/account/wishlist/{WishlistGuid}` */
  wishlistHref?: (wishlist: ListWishlist) => string;
}

export interface WishlistListAria {
  state: WishlistListState;
  wishlists: readonly ListWishlist[];
  errorMessage: string | undefined;
  statusMessage: string | undefined;
  createError: string | undefined;
  create: () => Promise<void>;
  hrefOf: (wishlist: ListWishlist) => string;
  refresh: () => void;
}

/** The customer's wishlists with Create (spec 3 §2.9, §9: "My Wishlist" plus count+1). */
export function useWishlistList(props: WishlistListProps): WishlistListAria {
  const [creating, setCreating] = useState(false);
  const [statusMessage, setStatusMessage] = useState<string>();
  const [createError, setCreateError] = useState<string>();
  const create = async () => {
    if (!props.onCreate || creating) return;
    const name = defaultWishlistName(props.wishlists.length);
    setCreating(true);
    setStatusMessage(undefined);
    setCreateError(undefined);
    try {
      const created = await props.onCreate(name);
      setStatusMessage(M.created(created?.CustomerWishlistName ?? name));
    } catch {
      setCreateError(M.createFailed);
    } finally {
      setCreating(false);
    }
  };
  return {
    state: props.loadError ? 'failed' : creating ? 'creating' : 'loaded',
    wishlists: props.loadError ? [] : props.wishlists,
    errorMessage: props.loadError === 'failed' ? M.failedToLoad : props.loadError === 'error' ? M.errorFetching : undefined,
    statusMessage,
    createError,
    create,
    hrefOf: props.wishlistHref ?? ((wishlist) => `/account/wishlist/${wishlist.WishlistGuid}`),
    refresh: () => props.onRefresh?.(),
  };
}
