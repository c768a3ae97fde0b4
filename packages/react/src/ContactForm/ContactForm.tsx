import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { PartButton } from '../internal/PartButton.tsx';
import { contactFormMessages } from './messages.ts';
import type { ContactFormAria, ContactFormFieldState, ContactFormProps } from './useContactForm.ts';
import { useContactForm } from './useContactForm.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';

const [ContactFormContext, useContactFormContext] = createPartsContext<ContactFormAria>('ContactForm');

export interface ContactFormComponentProps extends ContactFormProps {
  /** The parts to show. @default the store drop-down, the fields, Send Enquiry and the messages */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/** The contact form (spec 1 §2): optional store drop-down, name, email, message and "Send Enquiry". */
function Root({ children, className, ...props }: ContactFormComponentProps) {
  const form = useContactForm(props);
  return (
    <ContactFormContext value={form}>
      <form {...form.formProps} className={className} data-rigkit="contact-form" data-state={form.state} aria-label={contactFormMessages.form}>
        {children ?? (
          <>
            <StorePicker />
            <Fields />
            <Messages />
            <Send />
          </>
        )}
      </form>
    </ContactFormContext>
  );
}

/** The recipient drop-down and "You are contacting {store}@{host}"; nothing when the drop-down is off. */
function StorePicker() {
  const form = useContactFormContext('StorePicker');
  const id = useId();
  const noticeId = useId();
  if (!form.isStoreSelectable) return null;
  return (
    <div data-part="store">
      <label htmlFor={id} data-part="label">
        {contactFormMessages.store}
      </label>
      <select id={id} value={form.storeName} onChange={form.onStoreChange} aria-describedby={noticeId} data-part="select">
        {form.storeOptions.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <p id={noticeId} data-part="contacting">
        {form.contacting}
      </p>
    </div>
  );
}

function TextField({ label, field, kind }: { label: string; field: ContactFormFieldState; kind: 'name' | 'email' | 'message' }) {
  const id = useId();
  const form = useContactFormContext('Fields');
  const invalid = form.state === 'invalid' ? true : undefined;
  return (
    <div data-part="field" data-field={kind}>
      <label htmlFor={id} data-part="label">
        {label}
      </label>
      {kind === 'message' ? (
        <textarea id={id} value={field.value} onChange={field.onChange} rows={6} aria-required aria-invalid={invalid} data-part="textarea" />
      ) : (
        <input
          id={id}
          type={kind === 'email' ? 'email' : 'text'}
          autoComplete={kind === 'email' ? 'email' : 'name'}
          value={field.value}
          onChange={field.onChange}
          aria-required
          aria-invalid={invalid}
          data-part="input"
        />
      )}
    </div>
  );
}

/** Name, email and message. */
function Fields() {
  const form = useContactFormContext('Fields');
  return (
    <>
      <TextField label={contactFormMessages.name} field={form.name} kind="name" />
      <TextField label={contactFormMessages.email} field={form.email} kind="email" />
      <TextField label={contactFormMessages.message} field={form.message} kind="message" />
    </>
  );
}

/** The alert (a rule's message or the send failure) and the success notice, both announced. */
function Messages() {
  const form = useContactFormContext('Messages');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // Send Enquiry keeps focus; the notice is a live region, so it is heard without moving focus.
  useEffect(() => {
    if (form.state === 'sent') noticeRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [form.state]);
  return (
    <>
      {form.alert ? (
        <p role="alert" data-part="error">
          {form.alert}
        </p>
      ) : null}
      <p role="status" ref={noticeRef} data-part="status">
        {form.notice}
      </p>
    </>
  );
}

/** "Send Enquiry". */
function Send() {
  const form = useContactFormContext('Send');
  return (
    <PartButton button={form.sendButtonProps} part="send">
      {form.state === 'sending' ? contactFormMessages.sending : contactFormMessages.send}
    </PartButton>
  );
}

/** `<ContactForm />` is `<ContactForm.Root />` with its default parts. */
export const ContactForm = Object.assign((props: ContactFormComponentProps) => <Root {...props} />, { Root, StorePicker, Fields, Messages, Send });
