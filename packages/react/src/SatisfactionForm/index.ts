export { SatisfactionForm } from './SatisfactionForm.tsx';
export type { SatisfactionFormComponentProps } from './SatisfactionForm.tsx';
export { useSatisfactionForm } from './useSatisfactionForm.ts';
export type { SatisfactionFormAria, SatisfactionFormProps, SatisfactionFormState, SatisfactionValues } from './useSatisfactionForm.ts';
export { satisfactionFormMessages } from './messages.ts';
