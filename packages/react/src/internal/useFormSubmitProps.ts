import type { FormEvent } from 'react';

export interface FormSubmitProps {
  noValidate: true;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A form the widget validates itself, with the spec's messages by each field instead of the browser's bubbles:
 * submitting runs `submit` in place of a page load. Named as a hook (it calls none) because `submit` often reads
 * refs: React's compiler lets a hook's callback do so, since it runs on submit, not while rendering.
 */
export function useFormSubmitProps(submit: () => unknown): FormSubmitProps {
  return {
    noValidate: true,
    onSubmit: (event) => {
      event.preventDefault();
      void submit();
    },
  };
}
