// Wishlist page texts (spec 3 §4.8, §5.5, §6, §8): every result message is spec 3 §8's, word for word; the labels are
// designed.
import { ACCOUNT_MESSAGES } from '@rigkit/domain/account';

export const wishlistDetailMessages = {
  quantityError: ACCOUNT_MESSAGES.wishlistQuantityError,
  removeError: ACCOUNT_MESSAGES.wishlistRemoveError,
  renameError: ACCOUNT_MESSAGES.wishlistRenameError,
  renamed: ACCOUNT_MESSAGES.wishlistRenamed,
  deleteError: ACCOUNT_MESSAGES.wishlistDeleteError,
  deleted: ACCOUNT_MESSAGES.wishlistDeleted,
  visibilityError: ACCOUNT_MESSAGES.wishlistVisibilityError,
  notFound: ACCOUNT_MESSAGES.wishlistNotFound,
  linkCopied: ACCOUNT_MESSAGES.linkCopied,
  allAdded: ACCOUNT_MESSAGES.allItemsAddedToCart,
  added: ACCOUNT_MESSAGES.addedToCart,
  name: 'Wishlist name', // designed
  rename: 'Rename', // designed
  saveName: 'Save name', // designed
  cancelRename: 'Cancel', // designed
  isPublic: 'Public: anyone with the link can view it', // designed
  share: 'Copy share link', // designed
  shareFailed: 'The share link could not be made, please try again', // designed
  deleteWishlist: 'Delete Wishlist', // designed
  confirmDeleteTitle: 'Delete this wishlist?', // designed
  confirmDeleteText: (name: string) => `${name} and its items will be deleted.`, // designed
  confirm: 'Yes, delete', // designed
  keep: 'No, keep it', // designed
  quantity: (description: string) => `Quantity of ${description}`, // designed
  remove: 'Remove', // designed
  addToCart: 'Add to cart', // designed
  addAll: 'Add all to cart', // designed
  addFailed: 'The items could not be added to your cart, please try again', // designed
  empty: 'This wishlist has no items yet.', // designed
  readOnly: 'This wishlist is shared with you: you can add its items to your cart.', // designed
} as const;
