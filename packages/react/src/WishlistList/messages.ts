// Wishlist list texts (spec 3 §2.9, §8, §9): "Failed to load wishlists", "An error occurred while fetching wishlists"
// and Try Again are spec 3 §8's; the new wishlist's name is §9's "My Wishlist" plus count+1 (domain); the rest is
// designed.
import { failedToLoadListMessage } from '@rigkit/domain/account';

export const wishlistListMessages = {
  heading: 'Wishlists', // the account menu's entry (spec 3 §2.1)
  failedToLoad: failedToLoadListMessage('wishlists'),
  errorFetching: 'An error occurred while fetching wishlists',
  tryAgain: 'Try Again',
  create: 'Create Wishlist', // designed
  creating: 'Creating...', // designed
  createFailed: 'The wishlist could not be created, please try again', // designed
  created: (name: string) => `${name} created`, // designed
  empty: 'You have no wishlists yet.', // designed
  isPublic: 'Public', // designed
  isPrivate: 'Private', // designed
} as const;
