export { Lightbox } from './Lightbox.tsx';
export type {
  LightboxButtonProps,
  LightboxContentProps,
  LightboxPartProps,
  LightboxRootProps,
  LightboxTriggerProps,
} from './Lightbox.tsx';
export { useLightboxDialog, useLightboxState } from './useLightbox.ts';
export type { LightboxDialogAria, LightboxImage, LightboxProps, LightboxState } from './useLightbox.ts';
