// Texts of the UV print server operations that the specs do not quote (designed); the quoted ones live in
// @rigkit/domain/uvPrint's uvPrintMessages.
export const uvServerMessages = {
  designNotFound: 'UV print design not found',
  notPrintable: (id: number) => `Item ${id} has no printable panels`,
  panelNotPrintable: (panel: string) => `Panel ${panel} cannot be printed on this item`,
  imageNotFound: 'An image of this design is not one of your uploads',
  imageAddress: 'Images must be uploads or samples of this store',
  tooManyImages: (limit: number) => `A panel holds at most ${limit} images`,
  binaryNotFound: 'No such image',
  invalidBase64: 'The file is not valid base64',
} as const;

/** Designed: more images than this on one panel is not a design anyone prints. */
export const maximumImagesPerPanel = 50;
