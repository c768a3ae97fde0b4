// User-generated content upload (spec 2 §4 §5 §8 §9).
import * as z from 'zod/mini';
import { type FileDescriptor, UPLOAD_MEGABYTE } from './files.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

export const UGC_MAX_UPLOAD_BYTES = 30 * UPLOAD_MEGABYTE;
export const UGC_FILE_NAME_PREFIX = 'customer-ugc-';
export const UGC_SUCCESS_MESSAGE = 'Thank you for your submission. We will be in touch if we use your content.';

/** Per-file upload states (spec 2 §4). */
export const UGC_FILE_STATUSES = ['Waiting Upload', 'Uploading', 'Uploaded', 'Error'] as const;
export type UgcFileStatus = (typeof UGC_FILE_STATUSES)[number];

/** The stored name: letters, digits and dots only, prefixed "customer-ugc-". */
export function ugcFileName(originalName: string): string {
  return UGC_FILE_NAME_PREFIX + originalName.replace(/[^A-Za-z0-9.]/g, '');
}

/** The upload toast for a file that is too large, or null (spec 2 §8). */
export function ugcFileMessage(file: FileDescriptor): string | null {
  return file.size > UGC_MAX_UPLOAD_BYTES ? VALIDATION_MESSAGES.uploadTooLarge : null;
}

/** Submission proceeds only when no file is left un-uploaded (spec 2 §4). */
export function canSubmitUgc(statuses: readonly UgcFileStatus[]): boolean {
  return statuses.every((status) => status === 'Uploaded');
}

/**
 * At least one file or a description (spec 2 §5). Nothing at all gives "Please provide a description or enter some
 * text"; a description of blanks only, with no file, gives "Please provide a description" on the description field.
 */
export const ugcSubmissionSchema = z
  .object({ description: z._default(z.string(), ''), fileCount: z._default(z.number(), 0) })
  .check(
    z.superRefine((form, context) => {
      if (form.fileCount > 0 || form.description.trim() !== '') return;
      if (form.description === '') {
        context.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.ugcDescriptionOrText, input: form });
      } else {
        context.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.ugcDescription, path: ['description'], input: form });
      }
    }),
  );

export type UgcSubmissionValues = z.input<typeof ugcSubmissionSchema>;
