// Texts of the account area that the rules below produce (spec 3 §2.8 §2.10 §8 §9, spec 1 §2); verbatim.
import { ACCOUNT_SHARED_MESSAGES } from './sharedMessages.ts';

export const ACCOUNT_MESSAGES = {
  verificationFailed: 'Sorry that was the wrong amount or there was some other error, please contact your local store.',
  verificationTooManyAttempts: "We're sorry there have been too many attempts, please contact your local store.",
  ...ACCOUNT_SHARED_MESSAGES,
  pickupLocation: 'Pickup Location',
  dispatchingFrom: 'Dispatching From',
  profileHeaderFallbackName: 'Account',
  defaultWishlistName: 'My Wishlist',
  buildCertificateTitle: 'YOUR NEW RIG',
  // spec 3 §8 "Account area": results of the account screens' calls, for the widgets that show them.
  errorLoadingOrder: 'Error loading order',
  unableToAddItem: 'Unable to add item to order',
  itemAddedToOrder: 'Item added to order',
  errorCancellingOrder: 'Error cancelling order',
  orderCancelled: 'Order cancelled successfully',
  failedToCancelOrder: 'Failed to cancel order',
  errorRemovingItem: 'Error removing item',
  itemRemoved: 'Item removed successfully',
  failedToRemoveItem: 'Failed to remove item',
  wishlistQuantityError: 'Error updating wishlist item quantity',
  wishlistRemoveError: 'Error removing item from wishlist',
  wishlistRenameError: 'Error updating wishlist name',
  wishlistRenamed: 'Wishlist name updated',
  wishlistDeleteError: 'Error deleting wishlist',
  wishlistDeleted: 'Wishlist deleted',
  wishlistVisibilityError: 'Error updating wishlist visibility',
  wishlistNotFound: 'Wishlist not found',
  allItemsAddedToCart: 'All items added to cart',
  addedToCart: 'Added to cart',
  failedToFetchAccountDetails: 'Failed to fetch account details',
  failedToUpdateAccountDetails: 'Failed to update account details',
  accountDetailsUpdated: 'Account details updated successfully',
  failedToUpdatePassword: 'Failed to update password',
  passwordChanged: 'Password changed successfully',
  passwordChangeRejected: 'There was an issue changing your password. Please check your old password and try again.',
  storeCardFailed: 'There was an issue storing your card details, click to try again',
  mustBeLoggedIn: 'Sorry you must be logged in to use this module',
  twoFactorRequiredToStoreCard: '2FA must be enabled to store payment method',
  verifyingCard: 'Verifying card...',
  cardEntered: 'Card details entered successfully',
  returnImagesNotProcessed: 'Your image files could not be processed',
  returnUploadFailed: 'There was an issue uploading your files. Please try again later.',
  returnCreateFailed: 'There was an issue creating your return. Please try again later.',
  unsubscribed: 'Successfully unsubscribed from newsletter',
  unsubscribeFailed: 'Failed to unsubscribe from newsletter',
  unsubscribeSaved: 'Your unsubscribe request has been saved. It may take up to 5 days for this to take effect.',
  referralThanks: 'Thanks for your feedback',
  failedToDeleteNotification: 'Failed to delete notification',
} as const;

/** The list screens' load failure texts (spec 3 §8): "Failed to load quotes", "Failed to load orders", ... */
export const ACCOUNT_LIST_NAMES = ['quotes', 'orders', 'invoices', 'wishlists', 'work orders', 'notifications'] as const;
export type AccountListName = (typeof ACCOUNT_LIST_NAMES)[number];

export function failedToLoadListMessage(list: AccountListName): string {
  return `Failed to load ${list}`;
}
