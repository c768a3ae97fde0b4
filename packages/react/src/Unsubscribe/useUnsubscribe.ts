import type { FormHTMLAttributes } from 'react';
import { useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { useFormSubmitProps } from '../internal/useFormSubmitProps.ts';

/** Spec 3 §4.8: idle, loading, success, error. */
export type UnsubscribeState = 'idle' | 'loading' | 'success' | 'error';

export interface UnsubscribeProps {
  /** The address the link was sent to, shown so the reader knows which one stops. */
  emailAddress: string;
  /** "Block all marketing emails" (controlled). */
  blockAll?: boolean;
  /** The option's initial value when uncontrolled. @default false */
  defaultBlockAll?: boolean;
  onBlockAllChange?: (blockAll: boolean) => void;
  /** Saves the request (blockEmail); resolves once saved, rejects when it could not be. */
  onUnsubscribe: (request: { blockAll: boolean }) => Promise<void>;
}

export interface UnsubscribeAria {
  state: UnsubscribeState;
  blockAll: boolean;
  setBlockAll: (blockAll: boolean) => void;
  formProps: FormHTMLAttributes<HTMLFormElement>;
}

/** The unsubscribe page's form (spec 3 §2.11, §4.8): one option and the button, then saved or the failure. */
export function useUnsubscribe(props: UnsubscribeProps): UnsubscribeAria {
  const [blockAll, setBlockAll] = useControlledState(props.blockAll, props.defaultBlockAll ?? false, props.onBlockAllChange);
  const [state, setState] = useState<UnsubscribeState>('idle');
  const unsubscribe = () => {
    if (state === 'loading' || state === 'success') return;
    setState('loading');
    props.onUnsubscribe({ blockAll }).then(
      () => setState('success'),
      () => setState('error'),
    );
  };
  return { state, blockAll, setBlockAll, formProps: useFormSubmitProps(unsubscribe) };
}
