// UGC upload texts (spec 2 §4 §5 §8). The spec's texts come word for word from @rigkit/domain/validation; the rest is
// designed.
import { UGC_SUCCESS_MESSAGE, VALIDATION_MESSAGES } from '@rigkit/domain/validation';

export const ugcUploadMessages = {
  form: 'Share your content', // designed
  name: 'Your name', // designed
  email: 'Email', // designed
  description: 'Description', // designed
  files: 'Photos', // designed
  filesHint: 'PNG, JPEG or BMP, up to 30 MB each', // designed (spec 2 §9: 30 MB)
  fileList: 'Your files', // designed
  remove: (fileName: string) => `Remove ${fileName}`, // designed
  submit: 'Submit', // designed
  submitting: 'Submitting…', // designed
  // spec 2 §4: each file goes Waiting Upload, Uploading, then Uploaded or Error.
  fileStatus: { 'Waiting Upload': 'Waiting Upload', Uploading: 'Uploading', Uploaded: 'Uploaded', Error: 'Error' },
  // spec 2 §8 (toasts, shown here beside the file they concern)
  uploadFailed: 'Error uploading image',
  uploadTooLarge: VALIDATION_MESSAGES.uploadTooLarge,
  uploadTypeNotPermitted: VALIDATION_MESSAGES.uploadTypeNotPermitted,
  // spec 2 §5
  descriptionOrText: VALIDATION_MESSAGES.ugcDescriptionOrText,
  descriptionRequired: VALIDATION_MESSAGES.ugcDescription,
  // spec 2 §8: the send failed (also a missing name or e-mail, which the send needs)
  failed: VALIDATION_MESSAGES.requiredFieldsIncorrect,
  // designed: spec 2 §4 "submission proceeds only when no file is un-uploaded"
  stillUploading: 'Please wait until your files have finished uploading',
  removeFailedFiles: 'Please remove the files that could not be uploaded',
  completed: UGC_SUCCESS_MESSAGE,
} as const;
