import { firstMessage, sanitiseFeedback, satisfactionSchema } from '@rigkit/domain/validation';
import type { FormHTMLAttributes } from 'react';
import { useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { satisfactionFormMessages as M } from './messages.ts';
import { useFormSubmitProps } from '../internal/useFormSubmitProps.ts';

export interface SatisfactionValues {
  /** 1 to 5 stars; 0 before one is chosen. */
  rating: number;
  feedback: string;
  requiresResponse: boolean;
  email: string;
  phone: string;
}

export type SatisfactionFormState = 'idle' | 'submitting' | 'sent' | 'failed';

export interface SatisfactionFormProps {
  /** The values (controlled). */
  value?: SatisfactionValues;
  /** The initial values when uncontrolled. */
  defaultValue?: Partial<SatisfactionValues>;
  onChange?: (value: SatisfactionValues) => void;
  /** Sends the feedback (Satisfaction); resolves once kept, rejects when it could not be sent. */
  onSubmit: (value: SatisfactionValues) => Promise<void>;
}

export interface SatisfactionFormAria {
  state: SatisfactionFormState;
  value: SatisfactionValues;
  set: <K extends keyof SatisfactionValues>(key: K, next: SatisfactionValues[K]) => void;
  /** The alert: the first rule the feedback breaks (spec 3 §5.6), or the failure. */
  alert: string | undefined;
  formProps: FormHTMLAttributes<HTMLFormElement> & { noValidate: true };
}

const empty: SatisfactionValues = { rating: 0, feedback: '', requiresResponse: false, email: '', phone: '' };

/** The satisfaction page (spec 3 §2.12, §5.6, §9): stars, feedback of at most 230 characters, optional contact. */
export function useSatisfactionForm(props: SatisfactionFormProps): SatisfactionFormAria {
  const [value, setValue] = useControlledState(props.value, { ...empty, ...props.defaultValue }, props.onChange);
  const [state, setState] = useState<SatisfactionFormState>('idle');
  const [alert, setAlert] = useState<string>();
  const submit = () => {
    if (state === 'submitting' || state === 'sent') return;
    const problem = firstMessage(satisfactionSchema, value);
    if (problem) return setAlert(problem);
    setState('submitting');
    props.onSubmit({ ...value, feedback: value.feedback.trim() }).then(
      () => setState('sent'),
      () => {
        setAlert(M.failed);
        setState('failed');
      },
    );
  };
  return {
    state,
    value,
    set: (key, next) => {
      setValue({ ...value, [key]: key === 'feedback' ? sanitiseFeedback(next as string) : next });
      setAlert(undefined);
    },
    alert,
    formProps: useFormSubmitProps(submit),
  };
}
