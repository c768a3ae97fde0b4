// The details sections' own words. Spec 2 §2 names the sections (details, variants, attributes, attachments (safety
// data sheets), disclaimer) but not their headings or the standard page's disclaimer, so those are designed. The
// exact-model disclaimer words are designed from spec 2 §2's custom build page: "a disclaimer that the model number
// shown is the exact model received".
export const productDetailsMessages = {
  details: 'Details', // designed
  description: 'Description', // designed
  keySellingPoints: 'Key features', // designed
  specifications: 'Specifications', // designed
  otherSpecifications: 'General', // designed: attributes without a Group
  variants: 'Variants', // designed
  attachments: 'Attachments', // designed
  disclaimer: 'Disclaimer', // designed
  itemCode: 'Item code', // designed
  brand: 'Brand', // designed
  model: 'Model', // designed
  warranty: 'Warranty', // designed
  weight: 'Weight', // designed
  weightValue: (kilograms: number) => `${kilograms} kg`, // designed
  currentVariant: 'current', // designed
  // designed: a short disclaimer for standard product pages.
  standardDisclaimer:
    'Images are for illustration only. Specifications, appearance and package contents may change without notice; please check the manufacturer model number before you order.',
  // designed from spec 2 §2 (custom build): the model number shown is the exact model received.
  exactModelDisclaimer: 'The model number shown is the exact model you will receive.',
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/ProductDetails exported it. Use `productDetailsMessages`. */
export const PRODUCT_DETAILS_TEXT = productDetailsMessages;
