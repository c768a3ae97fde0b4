// Return a Product form (spec 3 §5.5 §9).
import * as z from 'zod/mini';
import { type FileDescriptor, isAcceptedImageFile, UPLOAD_MEGABYTE } from './files.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

export const RETURN_PHOTO_LIMITS = { minFiles: 1, maxFiles: 3, maxBytesPerFile: 5 * UPLOAD_MEGABYTE } as const;

const M = VALIDATION_MESSAGES;

/** The photo rules in the spec's order; the first failing message, or null. */
export function returnPhotosMessage(files: readonly FileDescriptor[]): string | null {
  if (files.length < RETURN_PHOTO_LIMITS.minFiles) return M.returnPhotoRequired;
  if (files.length > RETURN_PHOTO_LIMITS.maxFiles) return M.returnTooManyPhotos;
  if (files.some((file) => file.size >= RETURN_PHOTO_LIMITS.maxBytesPerFile)) return M.returnPhotoTooLarge;
  if (!files.every(isAcceptedImageFile)) return M.returnPhotoType;
  return null;
}

const fileSchema = z.object({ name: z.string(), type: z.string(), size: z.number() });

export const returnFormSchema = z.object({
  /** The invoice item being returned; exactly one must be chosen. */
  InvoiceItemId: z.number({ error: M.returnItemRequired }),
  SerialNumber: z.string({ error: M.serialNumberRequired }).check(z.trim(), z.minLength(1, M.serialNumberRequired)),
  FaultDescription: z.string({ error: M.faultDescriptionRequired }).check(z.trim(), z.minLength(1, M.faultDescriptionRequired)),
  TroubleshootingSteps: z._default(z.string(), ''),
  files: z._default(z.array(fileSchema), []).check(
    z.superRefine((files, context) => {
      const message = returnPhotosMessage(files);
      if (message !== null) context.addIssue({ code: 'custom', message, input: files });
    }),
  ),
});

export type ReturnFormValues = z.input<typeof returnFormSchema>;
