export { AccountLayout } from './AccountLayout.tsx';
export type {
  AccountLayoutContentProps,
  AccountLayoutProfileHeaderProps,
  AccountLayoutRootProps,
} from './AccountLayout.tsx';
export { accountProfileHeader, useAccountLayout } from './useAccountLayout.ts';
export type {
  AccountLayoutAria,
  AccountLayoutMenuLayout,
  AccountLayoutMenuState,
  AccountLayoutProps,
} from './useAccountLayout.ts';
export { ACCOUNT_LAYOUT_BREAKPOINT_PX, useIsUnderAccountBreakpoint } from './mobileBreakpoint.ts';
