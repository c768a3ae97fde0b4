export { ErrorPage } from './ErrorPage.tsx';
export type { ErrorPageComponentProps } from './ErrorPage.tsx';
export { useErrorPage } from './useErrorPage.ts';
export type { ErrorPageAria, ErrorPageLayout, ErrorPageProps, ErrorPageRedirectState } from './useErrorPage.ts';
export {
  ERROR_PAGE_CANCEL_REDIRECT_TEXT,
  ERROR_PAGE_HOME_LINK_TEXT,
  ERROR_PAGE_MESSAGES,
  ERROR_REDIRECT_SECONDS,
  errorPageMessages,
  errorPageStatusFor,
  redirectCountdownText,
} from './messages.ts';
export type { ErrorPageStatus } from './messages.ts';
