export { NewsletterSignup } from './NewsletterSignup.tsx';
export type { NewsletterSignupComponentProps } from './NewsletterSignup.tsx';
export { useNewsletterSignup } from './useNewsletterSignup.ts';
export type { NewsletterSignupAria, NewsletterSignupProps, NewsletterSignupState } from './useNewsletterSignup.ts';
export { newsletterSignupMessages } from './messages.ts';
