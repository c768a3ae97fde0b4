export { ContactForm } from './ContactForm.tsx';
export type { ContactFormComponentProps } from './ContactForm.tsx';
export { defaultContactMailHost, useContactForm } from './useContactForm.ts';
export type { ContactFormAria, ContactFormFieldState, ContactFormProps, ContactFormState, ContactFormValues } from './useContactForm.ts';
export { contactFormMessages } from './messages.ts';
