// Checkout upsell texts (spec 3 §4.7 gives the rule, not the words: all designed).
export const checkoutUpsellsMessages = {
  heading: 'You might also need', // designed
  add: 'Add to cart', // designed
  addLabel: (description: string) => `Add to cart: ${description}`, // designed: starts with the visible text (WCAG 2.5.3)
  adding: 'Adding…', // designed
  added: 'Added to your order', // designed
  failed: 'Could not add this item. Please try again.', // designed
} as const;
