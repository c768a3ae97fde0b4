import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPartsContext } from '../internal/createPartsContext.ts';
import { FormField } from '../internal/FormField.tsx';
import { SelectField } from '../internal/SelectField.tsx';
import { returnFormMessages as M } from './messages.ts';
import { useReturnForm, type ReturnFormAria, type ReturnFormProps } from './useReturnForm.ts';

interface ReturnFormContextValue {
  form: ReturnFormAria;
  id: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

const [ReturnFormContext, useReturnFormContext] = createPartsContext<ReturnFormContextValue>('ReturnForm');

export interface ReturnFormComponentProps extends ReturnFormProps {
  /** The parts to show. @default the heading, the created screen (once created) and the form (until then) */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/** The return just created, while the created screen shows. */
const createdReturn = (form: ReturnFormAria) => (form.state === 'created' ? form.created : undefined);

/**
 * Return a Product (spec 3 §2.1 /account/return, §4.8, §5.5): choose an invoice and one of its items, serial number,
 * fault description, optional troubleshooting steps, 1 to 3 photos; then the created screen with the reference,
 * the instructions, the return advice download and "Make another return". Unstyled: `data-state` (`idle`,
 * `submitting`, `created`, `failed`) on the root, `data-part` on every element.
 */
function Root({ children, className, ...props }: ReturnFormComponentProps) {
  const form = useReturnForm(props);
  const id = useId();
  // The created screen replaces the form: focus moves to its heading so a screen reader announces the result.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (form.state === 'created') headingRef.current?.focus();
  }, [form.state]);
  return (
    <ReturnFormContext value={{ form, id, headingRef }}>
      <section className={className} data-rigkit="return-form" data-state={form.state} aria-labelledby={`${id}-heading`}>
        {children ?? (
          <>
            <Heading />
            <Created />
            <Form />
          </>
        )}
      </section>
    </ReturnFormContext>
  );
}

/** "Return a Product", or the created screen's heading, which takes the focus. */
function Heading() {
  const { form, id, headingRef } = useReturnFormContext('Heading');
  const created = createdReturn(form) !== undefined;
  return (
    <h2 id={`${id}-heading`} data-part="heading" tabIndex={created ? -1 : undefined} ref={headingRef}>
      {created ? M.createdHeading : M.heading}
    </h2>
  );
}

/** Once created: the reference, the item, the instructions, the return advice download and "Make another return". */
function Created() {
  const { form } = useReturnFormContext('Created');
  const created = createdReturn(form);
  if (!created) return null;
  return (
    <>
      <p data-part="reference">
        {M.reference}: <strong>{created.CRANumber ?? created.CustomerReturnAdviceNumber}</strong>
      </p>
      <p data-part="item">{created.ItemDescription}</p>
      <ol data-part="instructions">
        {form.instructions.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div data-part="actions">
        {form.downloadAdvice ? (
          <button type="button" onClick={form.downloadAdvice} data-part="download">
            {M.downloadAdvice}
          </button>
        ) : null}
        <button type="button" onClick={form.makeAnother} data-part="make-another">
          {M.makeAnother}
        </button>
      </div>
    </>
  );
}

/** Until created: the invoice, its items, the serial number, the fault, the steps tried, the photos and Submit. */
function Form() {
  const { form, id } = useReturnFormContext('Form');
  if (createdReturn(form)) return null;
  const errors = form.fieldErrors;
  return (
    <form {...form.formProps} data-part="form">
      <SelectField label={M.invoice} placeholder={M.chooseInvoice} value={form.invoiceId} onChange={form.setInvoiceId} options={form.invoiceOptions} />
      <fieldset data-part="items" data-state={form.itemsState} aria-describedby={errors.InvoiceItemId ? `${id}-item-error` : undefined}>
        <legend data-part="label">{M.item}</legend>
        {form.itemsState === 'loading' ? <p data-part="items-status">{M.loadingItems}</p> : null}
        {form.itemsState === 'failed' ? (
          <p role="alert" data-part="items-status">
            {M.itemsFailed}
          </p>
        ) : null}
        {form.itemsState === 'loaded' && form.items.length === 0 ? <p data-part="items-status">{M.noItems}</p> : null}
        {form.items.map((item) => (
          <label key={item.InvoiceItemId} data-part="item">
            <input type="radio" name={`${id}-item`} value={item.InvoiceItemId} checked={form.itemId === item.InvoiceItemId} onChange={() => form.setItemId(item.InvoiceItemId)} />
            <span data-part="item-code">{item.ItemCode}</span> <span data-part="item-description">{item.ItemDescription}</span>
          </label>
        ))}
        {errors.InvoiceItemId ? (
          <p id={`${id}-item-error`} data-part="field-error">
            {errors.InvoiceItemId}
          </p>
        ) : null}
      </fieldset>
      <FormField label={M.serialNumber} isRequired value={form.serialNumber} onChange={form.setSerialNumber} error={errors.SerialNumber} part="serial-number" />
      <div data-part="fault-description" data-invalid={errors.FaultDescription ? '' : undefined}>
        <label htmlFor={`${id}-fault`} data-part="label">
          {M.faultDescription}
        </label>
        <textarea
          id={`${id}-fault`}
          value={form.faultDescription}
          onChange={(event) => form.setFaultDescription(event.target.value)}
          aria-required
          aria-invalid={errors.FaultDescription ? true : undefined}
          aria-describedby={errors.FaultDescription ? `${id}-fault-error` : undefined}
          data-part="textarea"
        />
        {errors.FaultDescription ? (
          <p id={`${id}-fault-error`} data-part="field-error">
            {errors.FaultDescription}
          </p>
        ) : null}
      </div>
      <div data-part="troubleshooting-steps">
        <label htmlFor={`${id}-steps`} data-part="label">
          {M.troubleshootingSteps}
        </label>
        <textarea id={`${id}-steps`} value={form.troubleshootingSteps} onChange={(event) => form.setTroubleshootingSteps(event.target.value)} data-part="textarea" />
      </div>
      <div data-part="photos" data-invalid={errors.files ? '' : undefined}>
        <label htmlFor={`${id}-photos`} data-part="label">
          {M.photos}
        </label>
        <input
          id={`${id}-photos`}
          {...form.photoInputProps}
          aria-describedby={`${id}-photos-hint${errors.files ? ` ${id}-photos-error` : ''}`}
          aria-invalid={errors.files ? true : undefined}
          data-part="file-input"
        />
        <p id={`${id}-photos-hint`} data-part="hint">
          {M.photosHint}
        </p>
        {form.photos.length > 0 ? (
          <ul data-part="photo-list">
            {form.photos.map((photo, index) => (
              <li key={`${photo.name}-${String(index)}`} data-part="photo">
                <span data-part="photo-name">{photo.name}</span>
                <button type="button" onClick={() => form.removePhoto(index)} aria-label={M.removePhoto(photo.name)} data-part="remove-photo">
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {errors.files ? (
          <p id={`${id}-photos-error`} data-part="field-error">
            {errors.files}
          </p>
        ) : null}
      </div>
      {form.errorMessages.length > 0 ? (
        <div role="alert" data-part="error">
          {form.errorMessages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <button type="submit" disabled={form.isSubmitDisabled} aria-busy={form.state === 'submitting' || undefined} data-part="submit">
        {form.state === 'submitting' ? M.submitting : M.submit}
      </button>
    </form>
  );
}

/** `<ReturnForm />` is `<ReturnForm.Root />` with its default parts; compose `ReturnForm.Root` to reorder or omit them. */
export const ReturnForm = Object.assign((props: ReturnFormComponentProps) => <Root {...props} />, { Root, Heading, Created, Form });
