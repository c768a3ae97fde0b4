import { createContext, use } from 'react';
import type { KitBuyState, KitConfiguratorController } from './useKitConfigurator.ts';

export type KitConfiguratorContextValue = KitConfiguratorController & { buyState: KitBuyState };

export const KitConfiguratorContext = createContext<KitConfiguratorContextValue | null>(null);

export function useKitConfiguratorContext(part: string): KitConfiguratorContextValue {
  const controller = use(KitConfiguratorContext);
  if (!controller) throw new Error(`KitConfigurator.${part} must be inside KitConfigurator.Root`);
  return controller;
}
