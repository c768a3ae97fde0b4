export { Lightbox } from './Lightbox.tsx';
export type {
  LightboxButtonProps,
  LightboxContentProps,
  LightboxPartProps,
  LightboxRootProps,
  LightboxTriggerProps,
} from './Lightbox.tsx';
export { useLightboxState } from './useLightbox.ts';
export type { LightboxImage, LightboxProps, LightboxState } from './useLightbox.ts';
export { useLightboxDialog } from './useLightboxDialog.ts';
export type { LightboxDialogAria } from './useLightboxDialog.ts';
