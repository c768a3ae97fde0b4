import type { ReactNode } from 'react';
import { useId } from 'react';
import { PartButton } from '../internal/PartButton.tsx';
import { stockNotificationMessages } from './messages.ts';
import type { StockNotificationProps } from './useStockNotification.ts';
import { useStockNotification } from './useStockNotification.ts';

export interface StockNotificationComponentProps extends StockNotificationProps {
  /** Text shown above the form (what the shopper will be told about). */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/**
 * The notification form (spec 1 §1 "in-stock notification form", §4, §8): e-mail, optional mobile, then the
 * completed message. Also the knowledge base's "Notify me" (NotificationType KnowledgebaseGroup). Unstyled.
 */
export function StockNotification({ children, className, ...props }: StockNotificationComponentProps) {
  const form = useStockNotification(props);
  const emailId = useId();
  const mobileId = useId();
  const invalid = form.state === 'failed' ? true : undefined;
  return (
    <div className={className} data-rigkit="stock-notification" data-state={form.state}>
      {form.state === 'completed' ? (
        <p role="status" data-part="completed">
          {stockNotificationMessages.completed[form.notificationType]}
        </p>
      ) : (
        <form {...form.formProps} aria-label={stockNotificationMessages.form} data-part="form">
          {children}
          <div data-part="field">
            <label htmlFor={emailId} data-part="label">
              {stockNotificationMessages.email}
            </label>
            <input id={emailId} type="email" autoComplete="email" aria-required aria-invalid={invalid} {...form.email} data-part="input" />
          </div>
          <div data-part="field">
            <label htmlFor={mobileId} data-part="label">
              {stockNotificationMessages.mobile}
            </label>
            <input id={mobileId} type="tel" autoComplete="tel" inputMode="tel" aria-invalid={invalid} {...form.mobile} data-part="input" />
          </div>
          {form.state === 'failed' ? (
            <p role="alert" data-part="error">
              {stockNotificationMessages.failed}
            </p>
          ) : null}
          <PartButton button={form.submitButtonProps} part="submit">
            {form.state === 'submitting' ? stockNotificationMessages.submitting : stockNotificationMessages.submit}
          </PartButton>
        </form>
      )}
    </div>
  );
}
