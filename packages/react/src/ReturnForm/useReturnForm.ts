import type { components, operations } from '@rigkit/api-client';
import { formatAccountDate, returnInstructions } from '@rigkit/domain/account';
import { returnFormSchema, validateForm, type FieldErrors } from '@rigkit/domain/validation';
import type { ChangeEvent, FormHTMLAttributes, InputHTMLAttributes } from 'react';
import { useEffect, useRef, useState } from 'react';
import { returnFormMessages as M } from './messages.ts';
import { useFormSubmitProps } from '../internal/useFormSubmitProps.ts';

export type ReturnInvoice = Pick<components['schemas']['Document'], 'DocumentId' | 'DocumentNumber' | 'DocumentDate'>;
export type ReturnableItem = components['schemas']['InvoiceProduct'];
export type ReturnAdvice = components['schemas']['ReturnAdvice'];
export type ReturnUploadResult = components['schemas']['UploadResult'];
export type AddCustomerReturnRequest = operations['addCustomerReturn']['requestBody']['content']['application/json'];

/** The form, sending (upload then create), the created screen, or a refusal shown above the button. */
export type ReturnFormState = 'idle' | 'submitting' | 'created' | 'failed';
/** The chosen invoice's items: none chosen, loading, shown, or failed to load. */
export type ReturnItemsState = 'none' | 'loading' | 'loaded' | 'failed';

/** addCustomerReturn's answer: the return advice, or the texts of its errors. */
export interface ReturnCreateResult {
  success: boolean;
  data?: ReturnAdvice | null | undefined;
  errors?: readonly { ErrorText?: string }[];
}

export interface ReturnFormProps {
  /** The customer's invoices (fetchDocuments with DocumentType Invoices), newest first. */
  invoices: readonly ReturnInvoice[];
  /** The returnable lines of one invoice (fetchProducts). A rejection shows "Failed to load the items of this invoice". */
  onLoadItems: (invoiceId: number) => Promise<readonly ReturnableItem[]>;
  /** Uploads the photos (avScanUploadFile), one result per file in order. A rejection is "There was an issue uploading your files. Please try again later." */
  onUpload: (files: { base64: string; fileName: string }[]) => Promise<readonly ReturnUploadResult[]>;
  /** Creates the return (addCustomerReturn). A rejection is "There was an issue creating your return. Please try again later." */
  onSubmit: (request: AddCustomerReturnRequest) => Promise<ReturnCreateResult>;
  /** Downloads the return advice PDF (fetchReturnAdvicePdf); without it the created screen shows no download button. @default undefined */
  onDownloadAdvice?: ((advice: ReturnAdvice) => Promise<void> | void) | undefined;
  /** The invoice chosen at first (for a link from an invoice). @default undefined */
  defaultInvoiceId?: number | undefined;
}

export interface ReturnFormAria {
  state: ReturnFormState;
  itemsState: ReturnItemsState;
  invoiceOptions: { value: string; label: string }[];
  invoiceId: string | undefined;
  setInvoiceId: (value: string | undefined) => void;
  items: readonly ReturnableItem[];
  itemId: number | undefined;
  setItemId: (value: number) => void;
  serialNumber: string;
  setSerialNumber: (value: string) => void;
  faultDescription: string;
  setFaultDescription: (value: string) => void;
  troubleshootingSteps: string;
  setTroubleshootingSteps: (value: string) => void;
  photos: readonly File[];
  removePhoto: (index: number) => void;
  photoInputProps: InputHTMLAttributes<HTMLInputElement>;
  fieldErrors: FieldErrors;
  /** Why the last submit failed as a whole (upload, scan or create). */
  errorMessages: string[];
  formProps: FormHTMLAttributes<HTMLFormElement> & { noValidate: true };
  isSubmitDisabled: boolean;
  created: ReturnAdvice | undefined;
  instructions: string[];
  downloadAdvice: (() => void) | undefined;
  makeAnother: () => void;
}

/** The accepted types, for the file picker's filter (the rule itself is the domain's, and the server's by content). */
export const RETURN_PHOTO_ACCEPT = 'image/png,image/jpeg,image/bmp';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** Return a Product (spec 3 §4.8 return flow, §5.5 rules, §8 messages): invoice, item, serial, fault, photos. */
export function useReturnForm(props: ReturnFormProps): ReturnFormAria {
  const [state, setState] = useState<ReturnFormState>('idle');
  const [invoiceId, setInvoiceIdState] = useState<string | undefined>(props.defaultInvoiceId === undefined ? undefined : String(props.defaultInvoiceId));
  const [itemsState, setItemsState] = useState<ReturnItemsState>('none');
  const [items, setItems] = useState<readonly ReturnableItem[]>([]);
  const [itemId, setItemId] = useState<number>();
  const [serialNumber, setSerialNumber] = useState('');
  const [faultDescription, setFaultDescription] = useState('');
  const [troubleshootingSteps, setTroubleshootingSteps] = useState('');
  const [photos, setPhotos] = useState<readonly File[]>([]);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [errorMessages, setErrorMessages] = useState<string[]>([]);
  const [created, setCreated] = useState<ReturnAdvice>();
  // The invoice whose items were asked for last: a slower earlier answer must not replace a newer one.
  const latestInvoice = useRef<string | undefined>(undefined);

  const loadItems = (value: string | undefined) => {
    latestInvoice.current = value;
    setItems([]);
    setItemId(undefined);
    if (value === undefined) {
      setItemsState('none');
      return;
    }
    setItemsState('loading');
    props.onLoadItems(Number(value)).then(
      (loaded) => {
        if (latestInvoice.current !== value) return;
        setItems(loaded);
        setItemsState('loaded');
      },
      () => {
        if (latestInvoice.current === value) setItemsState('failed');
      },
    );
  };
  // The invoice given by the caller loads its items once, after the first render.
  const initialInvoice = useRef(invoiceId);
  useEffect(() => {
    if (initialInvoice.current !== undefined) loadItems(initialInvoice.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the caller's default invoice only
  }, []);

  const fail = (messages: string[]) => {
    setErrorMessages(messages);
    setState('failed');
  };

  const submit = async () => {
    if (state === 'submitting') return;
    const checked = validateForm(returnFormSchema, { InvoiceItemId: itemId, SerialNumber: serialNumber, FaultDescription: faultDescription, TroubleshootingSteps: troubleshootingSteps, files: photos });
    setFieldErrors(checked.errors);
    if (!checked.isValid) {
      setErrorMessages([]);
      setState('failed');
      return;
    }
    setErrorMessages([]);
    setState('submitting');
    let files: { base64: string; fileName: string }[];
    try {
      files = await Promise.all(photos.map(async (file) => ({ base64: await readAsDataUrl(file), fileName: file.name })));
    } catch {
      return fail([M.imagesNotProcessed]);
    }
    let uploads: readonly ReturnUploadResult[];
    try {
      uploads = await props.onUpload(files);
    } catch {
      return fail([M.uploadFailed]);
    }
    const refused = photos.flatMap((file, index) => {
      const result = uploads[index];
      if (result?.Success && result.BinaryObjectInformation) return [];
      return [M.photoRefused(file.name, result?.ErrorText ?? M.imagesNotProcessed)];
    });
    if (refused.length > 0) return fail(refused);
    const guids = uploads.flatMap((result) => (result.BinaryObjectInformation ? [result.BinaryObjectInformation.BinaryObjectGuid] : []));
    let result: ReturnCreateResult;
    try {
      result = await props.onSubmit({
        InvoiceItemId: checked.data.InvoiceItemId,
        SerialNumber: checked.data.SerialNumber,
        FaultDescription: checked.data.FaultDescription,
        TroubleshootingSteps: checked.data.TroubleshootingSteps.trim() || null,
        PhotoBinaryObjectGuids: guids,
      });
    } catch {
      return fail([M.createFailed]);
    }
    if (!result.success || !result.data) return fail([result.errors?.[0]?.ErrorText ?? M.createFailed]);
    setCreated(result.data);
    setState('created');
  };

  const makeAnother = () => {
    setCreated(undefined);
    setInvoiceIdState(undefined);
    loadItems(undefined);
    setSerialNumber('');
    setFaultDescription('');
    setTroubleshootingSteps('');
    setPhotos([]);
    setFieldErrors({});
    setErrorMessages([]);
    setState('idle');
  };

  const onDownloadAdvice = props.onDownloadAdvice;
  return {
    state,
    itemsState,
    invoiceOptions: props.invoices.map((invoice) => ({ value: String(invoice.DocumentId), label: `${invoice.DocumentNumber} (${formatAccountDate(invoice.DocumentDate)})` })),
    invoiceId,
    setInvoiceId: (value) => {
      setInvoiceIdState(value);
      loadItems(value);
    },
    items,
    itemId,
    setItemId,
    serialNumber,
    setSerialNumber,
    faultDescription,
    setFaultDescription,
    troubleshootingSteps,
    setTroubleshootingSteps,
    photos,
    removePhoto: (index) => setPhotos((current) => current.filter((_, position) => position !== index)),
    photoInputProps: {
      type: 'file',
      accept: RETURN_PHOTO_ACCEPT,
      multiple: true,
      // Picked files add to those already chosen; the picker is emptied so the same file can be picked again.
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const picked = Array.from(event.target.files ?? []);
        event.target.value = '';
        setPhotos((current) => [...current, ...picked]);
      },
    },
    fieldErrors,
    errorMessages,
    formProps: useFormSubmitProps(submit),
    isSubmitDisabled: state === 'submitting',
    created,
    instructions: created ? returnInstructions(created.CRANumber ?? created.CustomerReturnAdviceNumber) : [],
    downloadAdvice: created && onDownloadAdvice ? () => void onDownloadAdvice(created) : undefined,
    makeAnother,
  };
}
