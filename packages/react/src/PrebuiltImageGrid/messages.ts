// The image grid's words, all designed: spec 2 §2 names the prebuilt's image grid and no texts.
export const prebuiltImageGridMessages = {
  label: 'Gallery', // designed
  /** Alt text of a picture without a caption, by its position among the item's images (1-based). */
  picture: (description: string, position: number) => `${description}, image ${position}`, // designed
  openLarger: (alt: string) => `View larger: ${alt}`, // designed, as in the product gallery
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/PrebuiltImageGrid exported it. Use `prebuiltImageGridMessages`. */
export const PREBUILT_IMAGE_GRID_TEXT = prebuiltImageGridMessages;
