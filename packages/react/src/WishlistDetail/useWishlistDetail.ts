import type { components } from '@rigkit/api-client';
import { useState } from 'react';
import { wishlistDetailMessages as M } from './messages.ts';

export type DetailWishlist = components['schemas']['Wishlist'];
export type DetailWishlistItem = components['schemas']['WishlistItem'];

/** What the page is doing: showing, renaming, confirming the delete, waiting, or gone after delete. */
export type WishlistDetailState = 'idle' | 'renaming' | 'confirming-delete' | 'busy' | 'deleted';

export interface WishlistDetailProps {
  /** The wishlist (fetchWishlistInformation); its wishlistAdmin flag decides whether it can be edited (spec 3 §6). */
  wishlist: DetailWishlist;
  /** Its items (fetchWishlistItems Results). */
  items: readonly DetailWishlistItem[];
  /** Saves a new name (updateWishlistName). */
  onRename?: (name: string) => Promise<unknown>;
  /** Deletes the wishlist (deleteWishlist). */
  onDelete?: () => Promise<unknown>;
  /** Makes the wishlist public or private (updateWishlistPublic); the switch moves at once and goes back if this rejects. */
  onPublicChange?: (isPublic: boolean) => Promise<unknown>;
  /** Saves an item's quantity (updateWishlistItem), called on blur when it changed. */
  onQuantityChange?: (item: DetailWishlistItem, quantity: number) => Promise<unknown>;
  /** Removes an item (deleteWishlistItem). */
  onRemoveItem?: (item: DetailWishlistItem) => Promise<unknown>;
  /** Adds items to the visitor's cart. */
  onAddToCart?: (items: readonly DetailWishlistItem[]) => Promise<unknown>;
  /** Makes the short share link (minifyUrl of the wishlist's public address) and copies it. */
  onShare?: () => Promise<unknown>;
}

export interface WishlistDetailAria {
  state: WishlistDetailState;
  isAdmin: boolean;
  name: string;
  isPublic: boolean;
  draftName: string;
  setDraftName: (name: string) => void;
  startRename: () => void;
  cancelRename: () => void;
  saveName: () => Promise<void>;
  requestDelete: () => void;
  confirmDelete: () => Promise<void>;
  keep: () => void;
  setPublic: (isPublic: boolean) => Promise<void>;
  quantityOf: (item: DetailWishlistItem) => string;
  setQuantityText: (item: DetailWishlistItem, text: string) => void;
  commitQuantity: (item: DetailWishlistItem) => Promise<void>;
  removeItem: (item: DetailWishlistItem) => Promise<void>;
  /** Adds one item ("Added to cart") or, with `all`, every item ("All items added to cart"). */
  addToCart: (items: readonly DetailWishlistItem[], all?: boolean) => Promise<void>;
  share: () => Promise<void>;
  statusMessage: string | undefined;
  errorMessage: string | undefined;
}

/** A wishlist (spec 3 §4.8, §5.5, §6, §8): the owner edits; anyone else sees it read-only and adds to cart. */
export function useWishlistDetail(props: WishlistDetailProps): WishlistDetailAria {
  const isAdmin = props.wishlist.wishlistAdmin === true;
  const [state, setState] = useState<WishlistDetailState>('idle');
  const [name, setName] = useState(props.wishlist.CustomerWishlistName);
  const [draftName, setDraftName] = useState(name);
  const [isPublic, setIsPublic] = useState(props.wishlist.IsPublic);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [saved, setSaved] = useState<Record<number, number>>({});
  const [statusMessage, setStatusMessage] = useState<string>();
  const [errorMessage, setErrorMessage] = useState<string>();

  const run = async (call: () => Promise<unknown>, done: string | undefined, failed: string): Promise<boolean> => {
    setStatusMessage(undefined);
    setErrorMessage(undefined);
    try {
      await call();
      setStatusMessage(done);
      return true;
    } catch {
      setErrorMessage(failed);
      return false;
    }
  };
  const savedQuantity = (item: DetailWishlistItem) => saved[item.CustomerWishlistItemId] ?? item.Quantity;

  return {
    state,
    isAdmin,
    name,
    isPublic,
    draftName,
    setDraftName,
    startRename: () => {
      setDraftName(name);
      setState('renaming');
    },
    cancelRename: () => setState('idle'),
    saveName: async () => {
      const next = draftName.trim();
      if (!props.onRename || next === '' || next.length > 100) return;
      setState('busy');
      if (await run(() => props.onRename?.(next) ?? Promise.resolve(), M.renamed, M.renameError)) setName(next);
      setState('idle');
    },
    requestDelete: () => setState('confirming-delete'),
    keep: () => setState('idle'),
    confirmDelete: async () => {
      if (!props.onDelete) return setState('idle');
      setState('busy');
      setState((await run(props.onDelete, M.deleted, M.deleteError)) ? 'deleted' : 'idle');
    },
    // Optimistic (spec 3 §4.8): the switch moves now and goes back when the server refuses.
    setPublic: async (next) => {
      if (!props.onPublicChange) return;
      setIsPublic(next);
      if (!(await run(() => props.onPublicChange?.(next) ?? Promise.resolve(), undefined, M.visibilityError))) setIsPublic(!next);
    },
    quantityOf: (item) => quantities[item.CustomerWishlistItemId] ?? String(savedQuantity(item)),
    setQuantityText: (item, text) => setQuantities((current) => ({ ...current, [item.CustomerWishlistItemId]: text.replace(/\D/g, '') })),
    // Spec 3 §5.5: an integer of at least 1, saved on blur when it changed; anything else goes back to the saved one.
    commitQuantity: async (item) => {
      const text = quantities[item.CustomerWishlistItemId];
      if (text === undefined) return;
      const quantity = Number(text);
      const clear = () =>
        setQuantities((current) => {
          const { [item.CustomerWishlistItemId]: _dropped, ...rest } = current;
          return rest;
        });
      if (!Number.isInteger(quantity) || quantity < 1 || quantity === savedQuantity(item) || !props.onQuantityChange) return clear();
      if (await run(() => props.onQuantityChange?.(item, quantity) ?? Promise.resolve(), undefined, M.quantityError)) {
        setSaved((current) => ({ ...current, [item.CustomerWishlistItemId]: quantity }));
      }
      clear();
    },
    removeItem: async (item) => {
      if (props.onRemoveItem) await run(() => props.onRemoveItem?.(item) ?? Promise.resolve(), undefined, M.removeError);
    },
    addToCart: async (items, all = false) => {
      if (props.onAddToCart) await run(() => props.onAddToCart?.(items) ?? Promise.resolve(), all ? M.allAdded : M.added, M.addFailed);
    },
    share: async () => {
      if (props.onShare) await run(props.onShare, M.linkCopied, M.shareFailed);
    },
    statusMessage,
    errorMessage,
  };
}
