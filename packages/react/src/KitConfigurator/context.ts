import type { KitBuyState, KitConfiguratorController } from './useKitConfigurator.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';

export type KitConfiguratorContextValue = KitConfiguratorController & { buyState: KitBuyState };

export const [KitConfiguratorContext, useKitConfiguratorContext] = createPartsContext<KitConfiguratorContextValue>('KitConfigurator');
