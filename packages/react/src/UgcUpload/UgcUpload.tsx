import type { ReactNode } from 'react';
import { useId } from 'react';
import { PartButton } from '../internal/PartButton.tsx';
import { ugcUploadMessages } from './messages.ts';
import type { UgcUploadAria, UgcUploadFile, UgcUploadProps } from './useUgcUpload.ts';
import { useUgcUpload } from './useUgcUpload.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';

const [UgcUploadContext, useUgcUploadContext] = createPartsContext<UgcUploadAria>('UgcUpload');

export interface UgcUploadComponentProps extends UgcUploadProps {
  /** The form's parts. @default the details, the files, the alert and Submit */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/** data-state of one file: the spec's status as a named value. */
const fileState = { 'Waiting Upload': 'waiting', Uploading: 'uploading', Uploaded: 'uploaded', Error: 'error' } as const;

/**
 * The user-generated-content upload (spec 2 §2 "form with file picker and description, per-file status, submit"):
 * once sent, the form gives way to the spec's thanks. Unstyled: `data-state` on the root and on each file.
 */
function Root({ children, className, ...props }: UgcUploadComponentProps) {
  const upload = useUgcUpload(props);
  return (
    <UgcUploadContext value={upload}>
      <div className={className} data-rigkit="ugc-upload" data-state={upload.state}>
        {upload.state === 'completed' ? (
          <p role="status" data-part="completed">
            {ugcUploadMessages.completed}
          </p>
        ) : (
          <form {...upload.formProps} aria-label={ugcUploadMessages.form} data-part="form">
            {children ?? (
              <>
                <Details />
                <Files />
                <Alert />
                <Submit />
              </>
            )}
          </form>
        )}
      </div>
    </UgcUploadContext>
  );
}

/** Name, e-mail (the reply goes there) and the description. */
function Details() {
  const upload = useUgcUploadContext('Details');
  const nameId = useId();
  const emailId = useId();
  const descriptionId = useId();
  const descriptionErrorId = useId();
  return (
    <div data-part="details">
      <div data-part="field">
        <label htmlFor={nameId} data-part="label">
          {ugcUploadMessages.name}
        </label>
        <input id={nameId} type="text" autoComplete="name" aria-required {...upload.name} data-part="input" />
      </div>
      <div data-part="field">
        <label htmlFor={emailId} data-part="label">
          {ugcUploadMessages.email}
        </label>
        <input id={emailId} type="email" autoComplete="email" aria-required {...upload.email} data-part="input" />
      </div>
      <div data-part="field" data-invalid={upload.descriptionError ? '' : undefined}>
        <label htmlFor={descriptionId} data-part="label">
          {ugcUploadMessages.description}
        </label>
        <textarea
          id={descriptionId}
          rows={5}
          {...upload.description}
          aria-invalid={upload.descriptionError ? true : undefined}
          aria-describedby={upload.descriptionError ? descriptionErrorId : undefined}
          data-part="description"
        />
        {upload.descriptionError ? (
          <p id={descriptionErrorId} data-part="field-error">
            {upload.descriptionError}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function FileRow({ file, onRemove }: { file: UgcUploadFile; onRemove: () => void }) {
  const isBusy = file.status === 'Uploading';
  return (
    <li data-part="file" data-state={fileState[file.status]}>
      <span data-part="file-name">{file.fileName}</span>
      <span data-part="file-status">{ugcUploadMessages.fileStatus[file.status]}</span>
      {file.errorText ? <span data-part="file-error">{file.errorText}</span> : null}
      {isBusy ? null : (
        <PartButton button={{ onPress: onRemove, 'aria-label': ugcUploadMessages.remove(file.fileName) }} part="remove">
          ×
        </PartButton>
      )}
    </li>
  );
}

/** The file picker and each picked file with its state; a live list, so the states are heard as they change. */
function Files() {
  const upload = useUgcUploadContext('Files');
  const inputId = useId();
  const hintId = useId();
  return (
    <div data-part="files">
      <label htmlFor={inputId} data-part="label">
        {ugcUploadMessages.files}
      </label>
      <input id={inputId} {...upload.fileInputProps} aria-describedby={hintId} data-part="picker" />
      <p id={hintId} data-part="hint">
        {ugcUploadMessages.filesHint}
      </p>
      <ul aria-label={ugcUploadMessages.fileList} aria-live="polite" data-part="file-list">
        {upload.files.map((file) => (
          <FileRow key={file.id} file={file} onRemove={() => upload.removeFile(file.id)} />
        ))}
      </ul>
    </div>
  );
}

/** The form's alert: a rule's message or the send failure. */
function Alert() {
  const upload = useUgcUploadContext('Alert');
  if (!upload.alert) return null;
  return (
    <p role="alert" data-part="error">
      {upload.alert}
    </p>
  );
}

function Submit() {
  const upload = useUgcUploadContext('Submit');
  return (
    <PartButton button={upload.submitButtonProps} part="submit">
      {upload.state === 'submitting' ? ugcUploadMessages.submitting : ugcUploadMessages.submit}
    </PartButton>
  );
}

/** `<UgcUpload />` is `<UgcUpload.Root />` with its default parts; compose `UgcUpload.Root` to reorder or omit them. */
export const UgcUpload = Object.assign((props: UgcUploadComponentProps) => <Root {...props} />, { Root, Details, Files, Alert, Submit });
