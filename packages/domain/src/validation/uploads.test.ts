import { describe, expect, it } from 'vitest';
import { type FileDescriptor, isAcceptedImageFile } from './files.ts';
import { validateForm } from './formErrors.ts';
import { RETURN_PHOTO_LIMITS, returnFormSchema, returnPhotosMessage } from './returnForm.ts';
import { canSubmitUgc, UGC_MAX_UPLOAD_BYTES, UGC_SUCCESS_MESSAGE, ugcFileMessage, ugcFileName, ugcSubmissionSchema } from './ugc.ts';
import { UV_UPLOAD_MAX_BYTES, uvUploadMessage } from './uvUpload.ts';

const MB = 1024 * 1024;
function makeFile(overrides: Partial<FileDescriptor> = {}): FileDescriptor {
  return { name: 'photo.png', type: 'image/png', size: MB, ...overrides };
}

describe('accepted image files: png, jpeg, bmp', () => {
  it.each([
    [makeFile(), true],
    [makeFile({ name: 'a.jpg', type: 'image/jpeg' }), true],
    [makeFile({ name: 'a.bmp', type: 'image/bmp' }), true],
    [makeFile({ name: 'a.gif', type: 'image/gif' }), false],
    [makeFile({ name: 'a.webp', type: 'image/webp' }), false],
    [makeFile({ name: 'scan.JPEG', type: '' }), true],
    [makeFile({ name: 'notes.pdf', type: '' }), false],
  ])('%j accepted: %s', (file, expected) => {
    expect(isAcceptedImageFile(file)).toBe(expected);
  });
});

describe('return form (spec 3 §5.5)', () => {
  const form = { InvoiceItemId: 1234, SerialNumber: 'SN123', FaultDescription: 'No display', files: [makeFile()] };

  it('limits photos to 1–3 of 5 MB each', () => {
    expect(RETURN_PHOTO_LIMITS).toEqual({ minFiles: 1, maxFiles: 3, maxBytesPerFile: 5 * MB });
    expect(validateForm(returnFormSchema, form).data?.TroubleshootingSteps).toBe('');
  });

  it.each([
    [{ InvoiceItemId: undefined }, { InvoiceItemId: 'You must select one item' }],
    [{ SerialNumber: ' ' }, { SerialNumber: 'Serial Number is required' }],
    [{ FaultDescription: '' }, { FaultDescription: 'Fault Description is required' }],
    [{ files: [] }, { files: 'Please upload at least one file' }],
    [{ files: [makeFile(), makeFile(), makeFile(), makeFile()] }, { files: 'Maximum 3 files allowed' }],
    [{ files: [makeFile(), makeFile({ size: 5 * MB })] }, { files: 'At least one file exceeds the file size limit (5MB)' }],
    [{ files: [makeFile({ name: 'a.gif', type: 'image/gif' })] }, { files: 'Only png, jpeg and bmp files are allowed' }],
  ])('%j gives %j', (overrides, errors) => {
    expect(validateForm(returnFormSchema, { ...form, ...overrides }).errors).toEqual(errors);
  });

  it('accepts three photos just under 5 MB', () => {
    expect(returnPhotosMessage([makeFile({ size: 5 * MB - 1 }), makeFile(), makeFile()])).toBeNull();
  });
});

describe('UGC upload (spec 2 §5 §8 §9)', () => {
  it.each([
    ['My Photo (1).png', 'customer-ugc-MyPhoto1.png'],
    ['rig_2024-final.JPG', 'customer-ugc-rig2024final.JPG'],
    ['ünïcode.bmp', 'customer-ugc-ncode.bmp'],
  ])('stores %j as %j', (name, stored) => {
    expect(ugcFileName(name)).toBe(stored);
  });

  it('allows 30 MB, with the spec 2 §8 toast beyond', () => {
    expect(UGC_MAX_UPLOAD_BYTES).toBe(30 * MB);
    expect(ugcFileMessage(makeFile({ size: 30 * MB }))).toBeNull();
    expect(ugcFileMessage(makeFile({ size: 30 * MB + 1 }))).toBe('Error saving uploaded image, please ensure file is less than 30mb');
  });

  it.each([
    [{ description: '', fileCount: 0 }, { form: 'Please provide a description or enter some text' }],
    [{ description: '   ', fileCount: 0 }, { description: 'Please provide a description' }],
    [{ description: 'My build', fileCount: 0 }, {}],
    [{ description: '', fileCount: 2 }, {}],
  ])('%j gives %j', (values, errors) => {
    expect(validateForm(ugcSubmissionSchema, values).errors).toEqual(errors);
  });

  it('submits only when every file is uploaded', () => {
    expect(canSubmitUgc(['Uploaded', 'Uploaded'])).toBe(true);
    expect(canSubmitUgc(['Uploaded', 'Uploading'])).toBe(false);
    expect(canSubmitUgc(['Waiting Upload'])).toBe(false);
    expect(canSubmitUgc(['Error'])).toBe(false);
    expect(UGC_SUCCESS_MESSAGE).toBe('Thank you for your submission. We will be in touch if we use your content.');
  });
});

describe('UV designer upload (spec 2 §5 §8)', () => {
  it.each([
    [makeFile(), null],
    [makeFile({ size: UV_UPLOAD_MAX_BYTES }), null],
    [makeFile({ size: 30 * MB + 1 }), 'Error saving uploaded image, please ensure file is less than 30mb'],
    [makeFile({ name: 'a.svg', type: 'image/svg+xml' }), 'Error saving uploaded image. Content type not permitted'],
  ])('%j gives %j', (file, message) => {
    expect(uvUploadMessage(file)).toBe(message);
  });
});
