// The lightbox's contexts, shared by the static parts (Lightbox.tsx) and the open dialog loaded on demand
// (LightboxContent.tsx).
import { createContext, use } from 'react';
import { createPartsContext } from '../internal/createPartsContext.ts';
import type { LightboxState } from './useLightbox.ts';

export interface LightboxDialogContextValue {
  state: LightboxState;
  captionProps: { id?: string | undefined };
}

export const [LightboxContext, useLightboxContext] = createPartsContext<LightboxState>('Lightbox');
export const LightboxDialogContext = createContext<LightboxDialogContextValue | null>(null);

export function useDialogContext(part: string): LightboxDialogContextValue {
  const context = use(LightboxDialogContext);
  if (!context) throw new Error(`Lightbox.${part} must be inside Lightbox.Content`);
  return context;
}

