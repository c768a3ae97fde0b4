export { MouseMatChooser } from './MouseMatChooser.tsx';
export type { MouseMatChooserComponentProps } from './MouseMatChooser.tsx';
export { useMouseMatChooser } from './useMouseMatChooser.ts';
export type {
  MouseMatChoice,
  MouseMatChooserAria,
  MouseMatChooserProps,
  MouseMatChooserState,
  MouseMatCouponCodes,
} from './useMouseMatChooser.ts';
export { mouseMatChooserMessages, MOUSE_MAT_CHOOSER_TEXT } from './messages.ts';
