// The KitChangeDialog's parts context, on its own so the lazily loaded modal (KitChangeModal.tsx) and the parts in
// KitChangeDialog.tsx share it without importing each other.
import type { DOMAttributes } from 'react';
import { createPartsContext } from '../internal/createPartsContext.ts';
import type { KitChangeDialogAria } from './useKitChangeDialog.ts';

export interface KitChangeDialogContextValue {
  widget: KitChangeDialogAria;
  /** Names the dialog's radio groups apart from another part's dialog on the same page. */
  name: string;
  /** The open dialog's title props (its accessible name), given to the parts inside it. */
  titleProps?: DOMAttributes<HTMLElement>;
}

export const [KitChangeDialogContext, useKitChangeDialogContext] = createPartsContext<KitChangeDialogContextValue>('KitChangeDialog');
