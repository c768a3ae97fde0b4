import { sniffImageType } from '@rigkit/domain/uvPrint';
import type { UgcFileStatus } from '@rigkit/domain/validation';
import { canSubmitUgc, EMAIL_PATTERN, FORM_ERROR_KEY, ugcFileMessage, ugcFileName, ugcSubmissionSchema, validateForm } from '@rigkit/domain/validation';
import type { ChangeEvent, FormEvent } from 'react';
import { useRef, useState } from 'react';
import type { NativeButtonProps } from '../internal/useNativeButton.ts';
import { ugcUploadMessages } from './messages.ts';
import { useFormSubmitProps } from '../internal/useFormSubmitProps.ts';

/** The form goes idle, submitting, completed (spec 2 §4). */
export type UgcUploadState = 'idle' | 'submitting' | 'completed';

/** One picked file and where its upload stands (spec 2 §4: Waiting Upload, Uploading, then Uploaded or Error). */
export interface UgcUploadFile {
  /** A key for the list, unique within the form. */
  id: string;
  /** The name it is stored under: letters, digits and dots, prefixed "customer-ugc-" (spec 2 §5). */
  fileName: string;
  size: number;
  status: UgcFileStatus;
  /** Why the upload failed, when status is Error. */
  errorText: string | undefined;
  /** The stored file's GUID once uploaded. */
  BinaryObjectGuid: string | undefined;
}

/** What avScanUploadFile answers for one file (spec 2 §7), as the widget needs it. */
export interface UgcUploadResult {
  Success: boolean;
  BinaryObjectGuid?: string | null;
  ErrorText?: string | null;
}

/** What the submission sends (spec 2 §7: sendContactForm, used for UGC). */
export interface UgcUploadValues {
  customerName: string;
  customerEmail: string;
  description: string;
  files: { fileName: string; BinaryObjectGuid: string }[];
}

export interface UgcUploadProps {
  /** Uploads one file (avScanUploadFile); resolves with its result; a rejection counts as "Error uploading image". */
  onUpload: (file: { fileName: string; content: Blob }) => Promise<UgcUploadResult>;
  /** Sends the submission (sendContactForm); resolves true once sent, false or rejects when not. */
  onSubmit: (values: UgcUploadValues) => Promise<boolean> | boolean;
  /** Name and e-mail filled in for a logged-in customer (spec 1 §6). */
  defaultValues?: { customerName?: string; customerEmail?: string };
}

interface TextFieldState {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

export interface UgcUploadAria {
  state: UgcUploadState;
  files: readonly UgcUploadFile[];
  /** The form's alert (a rule's message or the send failure), if any. */
  alert: string | undefined;
  /** The description field's own message ("Please provide a description"), if any. */
  descriptionError: string | undefined;
  name: TextFieldState;
  email: TextFieldState;
  description: TextFieldState;
  fileInputProps: { type: 'file'; multiple: true; accept: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  removeFile: (id: string) => void;
  formProps: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; noValidate: true };
  submitButtonProps: NativeButtonProps;
}

/** The picker's hint to the browser; the bytes decide (spec 2 §5 "type checked by content" on both sides). */
export const ugcAcceptedTypes = 'image/png,image/jpeg,image/bmp';

/** Reads the first bytes of a file; `Blob.arrayBuffer` is in every supported browser and in jsdom. */
async function firstBytes(content: Blob): Promise<Uint8Array> {
  return new Uint8Array(await content.slice(0, 16).arrayBuffer());
}

/** Why a file is refused before any upload (too large, or not an image by its bytes), or null. */
async function localRefusal(content: File): Promise<string | null> {
  const sizeMessage = ugcFileMessage({ name: content.name, type: content.type, size: content.size });
  if (sizeMessage !== null) return sizeMessage;
  return sniffImageType(await firstBytes(content)) === null ? ugcUploadMessages.uploadTypeNotPermitted : null;
}

/**
 * Behaviour of the UGC upload (spec 2 §2 §4 §5 §8): files upload one after another as soon as they are picked,
 * each with its own state; the submission needs a file or a description, and proceeds only when every file is
 * uploaded; success replaces the form with the spec's thanks.
 */
export function useUgcUpload(props: UgcUploadProps): UgcUploadAria {
  const [customerName, setName] = useState(props.defaultValues?.customerName ?? '');
  const [customerEmail, setEmail] = useState(props.defaultValues?.customerEmail ?? '');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<UgcUploadFile[]>([]);
  const [state, setState] = useState<UgcUploadState>('idle');
  const [alert, setAlert] = useState<string>();
  const [descriptionError, setDescriptionError] = useState<string>();
  const isSubmitting = useRef(false);
  const nextId = useRef(0);
  // One upload at a time (a 30 MB file travels as base64 JSON): the rest wait in order, as "Waiting Upload".
  const queue = useRef<Promise<void>>(Promise.resolve());
  // A file removed while it waited is never uploaded.
  const removed = useRef(new Set<string>());

  const update = (id: string, change: Partial<UgcUploadFile>) => setFiles((current) => current.map((file) => (file.id === id ? { ...file, ...change } : file)));

  const upload = async (id: string, fileName: string, content: File) => {
    if (removed.current.has(id)) return;
    const refusal = await localRefusal(content);
    if (refusal !== null) return update(id, { status: 'Error', errorText: refusal });
    update(id, { status: 'Uploading' });
    try {
      const result = await props.onUpload({ fileName, content });
      if (result.Success && result.BinaryObjectGuid) update(id, { status: 'Uploaded', BinaryObjectGuid: result.BinaryObjectGuid, errorText: undefined });
      else update(id, { status: 'Error', errorText: result.ErrorText || ugcUploadMessages.uploadFailed });
    } catch {
      update(id, { status: 'Error', errorText: ugcUploadMessages.uploadFailed });
    }
  };

  const addFiles = (picked: readonly File[]) => {
    const added = picked.map((content) => {
      nextId.current += 1;
      const entry: UgcUploadFile = { id: `ugc-file-${nextId.current}`, fileName: ugcFileName(content.name), size: content.size, status: 'Waiting Upload', errorText: undefined, BinaryObjectGuid: undefined };
      return { entry, content };
    });
    setFiles((current) => [...current, ...added.map(({ entry }) => entry)]);
    setAlert(undefined);
    for (const { entry, content } of added) queue.current = queue.current.then(() => upload(entry.id, entry.fileName, content));
  };

  const submit = async () => {
    if (isSubmitting.current) return;
    setAlert(undefined);
    setDescriptionError(undefined);
    const checked = validateForm(ugcSubmissionSchema, { description, fileCount: files.length });
    if (!checked.isValid) {
      setAlert(checked.errors[FORM_ERROR_KEY]);
      setDescriptionError(checked.errors['description']);
      return;
    }
    if (customerName.trim() === '' || !EMAIL_PATTERN.test(customerEmail.trim())) {
      setAlert(ugcUploadMessages.failed);
      return;
    }
    if (!canSubmitUgc(files.map((file) => file.status))) {
      setAlert(files.some((file) => file.status === 'Error') ? ugcUploadMessages.removeFailedFiles : ugcUploadMessages.stillUploading);
      return;
    }
    isSubmitting.current = true;
    setState('submitting');
    let sent: boolean;
    try {
      sent =
        (await props.onSubmit({
          customerName: customerName.trim(),
          customerEmail: customerEmail.trim(),
          description: description.trim(),
          files: files.map((file) => ({ fileName: file.fileName, BinaryObjectGuid: file.BinaryObjectGuid ?? '' })),
        })) === true;
    } catch {
      sent = false;
    } finally {
      isSubmitting.current = false;
    }
    setState(sent ? 'completed' : 'idle');
    if (!sent) setAlert(ugcUploadMessages.failed);
  };

  const field = (value: string, set: (text: string) => void): TextFieldState => ({ value, onChange: (event) => set(event.target.value) });

  return {
    state,
    files,
    alert,
    descriptionError,
    name: field(customerName, setName),
    email: field(customerEmail, setEmail),
    description: field(description, (text) => {
      setDescription(text);
      setDescriptionError(undefined);
    }),
    fileInputProps: {
      type: 'file',
      multiple: true,
      accept: ugcAcceptedTypes,
      onChange: (event) => {
        addFiles(Array.from(event.target.files ?? []));
        // The same file can be picked again after it was removed.
        event.target.value = '';
      },
    },
    removeFile: (id) => {
      removed.current.add(id);
      setFiles((current) => current.filter((file) => file.id !== id));
    },
    formProps: useFormSubmitProps(submit),
    submitButtonProps: { type: 'submit', isDisabled: state === 'submitting' },
  };
}
