export { Toast } from './Toast.tsx';
export type { ToastRegionComponentProps } from './Toast.tsx';
export type { ToastItemProps } from './ToastItem.tsx';
export { createToastQueue, ToastQueue, useToasts } from './useToast.ts';
export { useToast } from './useToastItem.ts';
export { useToastRegion } from './useToastRegion.ts';
export type { QueuedToast, ToastAria, ToastContent, ToastOptions, ToastRegionProps, ToastState, ToastTone } from './useToast.ts';
