export { Toast } from './Toast.tsx';
export type { ToastRegionComponentProps } from './Toast.tsx';
export type { ToastItemProps } from './ToastItem.tsx';
export { createToastQueue, ToastQueue, useToast, useToastRegion, useToasts } from './useToast.ts';
export type { QueuedToast, ToastAria, ToastContent, ToastOptions, ToastRegionProps, ToastState, ToastTone } from './useToast.ts';
