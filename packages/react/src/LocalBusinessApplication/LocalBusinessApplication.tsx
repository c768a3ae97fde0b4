import type { ReactNode } from 'react';
import { FormField } from '../internal/FormField.tsx';
import { PartButton } from '../internal/PartButton.tsx';
import { localBusinessApplicationMessages } from './messages.ts';
import type { LocalBusinessApplicationAria, LocalBusinessApplicationField, LocalBusinessApplicationProps } from './useLocalBusinessApplication.ts';
import { useLocalBusinessApplication } from './useLocalBusinessApplication.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';

const [LocalBusinessApplicationContext, useApplicationContext] = createPartsContext<LocalBusinessApplicationAria>('LocalBusinessApplication');

export interface LocalBusinessApplicationComponentProps extends LocalBusinessApplicationProps {
  /** The form's parts. @default the fields, the alert and Apply now */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/** What the browser may fill in, and the keyboard it shows, per field. */
const inputHints: Record<LocalBusinessApplicationField, { autoComplete: string; type?: 'email' | 'tel'; inputMode?: 'numeric' | 'url' }> = {
  businessName: { autoComplete: 'organization' },
  abn: { autoComplete: 'off', inputMode: 'numeric' },
  website: { autoComplete: 'url', inputMode: 'url' },
  contactName: { autoComplete: 'name' },
  email: { autoComplete: 'email', type: 'email' },
  phone: { autoComplete: 'tel', type: 'tel' },
  address: { autoComplete: 'address-line1' },
  suburb: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1' },
  postcode: { autoComplete: 'postal-code', inputMode: 'numeric' },
};

/**
 * The local business application (spec 1 §2 "Apply now" form, then "Thank you for your application"; §5 rules).
 * Unstyled: `data-state` (idle, submitting, submitted) on the root.
 */
function Root({ children, className, ...props }: LocalBusinessApplicationComponentProps) {
  const application = useLocalBusinessApplication(props);
  return (
    <LocalBusinessApplicationContext value={application}>
      <div className={className} data-rigkit="local-business-application" data-state={application.state}>
        {application.state === 'submitted' ? (
          <p role="status" data-part="submitted">
            {localBusinessApplicationMessages.submitted}
          </p>
        ) : (
          <form {...application.formProps} aria-label={localBusinessApplicationMessages.form} data-part="form">
            {children ?? (
              <>
                <Fields />
                <Alert />
                <Submit />
              </>
            )}
          </form>
        )}
      </div>
    </LocalBusinessApplicationContext>
  );
}

/** Every field with its label and, after a failed submit, its rule's message. */
function Fields() {
  const application = useApplicationContext('Fields');
  return (
    <div data-part="fields">
      {application.fields.map((field) => {
        const hints = inputHints[field.name];
        return (
          <FormField
            key={field.name}
            name={field.name}
            label={localBusinessApplicationMessages.labels[field.name]}
            value={field.value}
            onChange={field.onChange}
            error={field.error}
            isRequired
            isDisabled={field.isDisabled}
            autoComplete={hints.autoComplete}
            {...(hints.type ? { type: hints.type } : {})}
            {...(hints.inputMode ? { inputMode: hints.inputMode } : {})}
            part={`field-${field.name}`}
          />
        );
      })}
    </div>
  );
}

/** "Please fill in all required fields correctly." after a failed submit. */
function Alert() {
  const application = useApplicationContext('Alert');
  if (!application.alert) return null;
  return (
    <p role="alert" data-part="error">
      {application.alert}
    </p>
  );
}

function Submit() {
  const application = useApplicationContext('Submit');
  return (
    <PartButton button={application.submitButtonProps} part="submit">
      {application.state === 'submitting' ? localBusinessApplicationMessages.submitting : localBusinessApplicationMessages.apply}
    </PartButton>
  );
}

/** `<LocalBusinessApplication />` is `.Root` with its default parts; compose `.Root` to reorder or omit them. */
export const LocalBusinessApplication = Object.assign((props: LocalBusinessApplicationComponentProps) => <Root {...props} />, { Root, Fields, Alert, Submit });
