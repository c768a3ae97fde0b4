export { LocalBusinessApplication } from './LocalBusinessApplication.tsx';
export type { LocalBusinessApplicationComponentProps } from './LocalBusinessApplication.tsx';
export { localBusinessApplicationFields, useLocalBusinessApplication } from './useLocalBusinessApplication.ts';
export type {
  LocalBusinessApplicationAria,
  LocalBusinessApplicationField,
  LocalBusinessApplicationFieldAria,
  LocalBusinessApplicationProps,
  LocalBusinessApplicationState,
} from './useLocalBusinessApplication.ts';
export { localBusinessApplicationMessages } from './messages.ts';
