// Saving needs a design name (spec 2 §5): blank or spaces only is no name.
import { uvPrintMessages } from './messages.ts';

/** The longest name kept (designed: it is shown on the cart line and the design list). */
export const DESIGN_NAME_MAX_LENGTH = 80;

/** The message to show, or null when the name may be saved. */
export function designNameError(name: string): string | null {
  return name.trim() === '' ? uvPrintMessages.nameRequired : null;
}

export function normaliseDesignName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').slice(0, DESIGN_NAME_MAX_LENGTH);
}
