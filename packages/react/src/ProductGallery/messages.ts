// The gallery's own words, all designed: spec 2 §2 names an "image slider with thumbnails" and no texts.
export const productGalleryMessages = {
  label: 'Product images', // designed
  previous: 'Previous image', // designed
  next: 'Next image', // designed
  thumbnails: 'Choose an image', // designed
  slide: (position: number, count: number) => `${position} of ${count}`, // designed
  /** Alt text of a picture without a caption. */
  picture: (description: string, position: number) => `${description}, image ${position}`, // designed
  openLarger: (alt: string) => `View larger: ${alt}`, // designed, as in the Lightbox stories
  showImage: (alt: string) => `Show ${alt}`, // designed
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/ProductGallery exported it. Use `productGalleryMessages`. */
export const PRODUCT_GALLERY_TEXT = productGalleryMessages;
