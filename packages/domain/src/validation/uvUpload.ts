// UV designer uploads (spec 2 §5 §8): png, jpeg or bmp, at most 30 MB, each failure with its toast.
import { type FileDescriptor, isAcceptedImageFile, UPLOAD_MEGABYTE } from './files.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

export const UV_UPLOAD_MAX_BYTES = 30 * UPLOAD_MEGABYTE;

/** The toast for a rejected designer upload, or null when the file may be uploaded. */
export function uvUploadMessage(file: FileDescriptor): string | null {
  if (file.size > UV_UPLOAD_MAX_BYTES) return VALIDATION_MESSAGES.uploadTooLarge;
  if (!isAcceptedImageFile(file)) return VALIDATION_MESSAGES.uploadTypeNotPermitted;
  return null;
}
