// Image load failure fallback (spec 1 §4 §8): a transparent variant falls back to a light-background JPEG;
// otherwise to a default image; otherwise blank. Silent: the caller just tries the URL this returns.
/** A 1 x 1 transparent GIF: "blank" without another request. */
export const BLANK_IMAGE_URL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export type ImageSources = {
  /** The transparent variant (PrimaryImageType Transparent), when the image has one. */
  transparentUrl?: string | undefined;
  /** The same image as a JPEG on a light background. */
  lightBackgroundJpegUrl?: string | undefined;
  /** The site's default image. */
  defaultUrl?: string | undefined;
};

/** Every URL to try, in order, ending with blank. */
export function imageFallbackChain(sources: ImageSources): string[] {
  const chain = [sources.transparentUrl, sources.lightBackgroundJpegUrl, sources.defaultUrl].filter(
    (url): url is string => url !== undefined && url !== '',
  );
  return [...new Set([...chain, BLANK_IMAGE_URL])];
}

/** The first URL to load. */
export function initialImageUrl(sources: ImageSources): string {
  return imageFallbackChain(sources)[0] ?? BLANK_IMAGE_URL;
}

/** The URL to try after `failedUrl` failed to load, or null when blank itself failed (nothing left). */
export function nextImageUrl(sources: ImageSources, failedUrl: string): string | null {
  const chain = imageFallbackChain(sources);
  const index = chain.indexOf(failedUrl);
  // A URL from elsewhere failed: start the chain.
  if (index === -1) return chain[0] ?? null;
  return chain[index + 1] ?? null;
}
