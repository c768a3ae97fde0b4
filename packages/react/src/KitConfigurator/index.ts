export { KitConfigurator } from './KitConfigurator.tsx';
export type {
  KitConfiguratorCategoryGroupProps,
  KitConfiguratorRootProps,
  KitConfiguratorSummaryProps,
  KitConfiguratorSummaryBarProps,
  KitConfiguratorVerdictsProps,
} from './KitConfigurator.tsx';
export type { KitConfiguratorCategoryProps } from './KitCategory.tsx';
export {
  useKitCategory,
  useKitConfigurator,
  useKitConfiguratorController,
  useKitSlice,
  useKitSummary,
  useKitVerdicts,
} from './useKitConfigurator.ts';
export type {
  KitBuyState,
  KitConfiguratorController,
  KitConfiguratorProps,
  KitConfiguratorState,
  KitConfiguratorSummaryState,
} from './useKitConfigurator.ts';
export { createKitConfiguratorStore, preloadKitCompatibility } from './kitConfiguratorStore.ts';
export type { KitConfigurationSavePlan, KitConfiguratorStore, KitConfiguratorStoreOptions } from './kitConfiguratorStore.ts';
export type { KitCategoryView, KitOptionView, OptionCompatibility } from './kitConfiguratorSelectors.ts';
export { kitConfiguratorMessages } from './messages.ts';
