// What every upload rule needs to know about a picked file; a browser File satisfies it, and so does a test value.
export type FileDescriptor = { name: string; type: string; size: number };

/** Bytes in one megabyte as the upload limits count them. */
export const UPLOAD_MEGABYTE = 1024 * 1024;

/** Image types accepted by the return form and the UV designer: png, jpeg, bmp (spec 2 §5, spec 3 §5.5). */
export const IMAGE_UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/bmp'] as const;

const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp'] as const;

/** True for png, jpeg and bmp files, judged by MIME type, or by extension when the browser gives no type. */
export function isAcceptedImageFile(file: FileDescriptor): boolean {
  if (file.type !== '') return (IMAGE_UPLOAD_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}
