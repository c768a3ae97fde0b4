export { ClickAndCollect } from './ClickAndCollect.tsx';
export type { ClickAndCollectComponentProps } from './ClickAndCollect.tsx';
export { useClickAndCollect } from './useClickAndCollect.ts';
export type { ClickAndCollectAria, ClickAndCollectProps, ClickAndCollectState, CollectableLine, CollectStateGroup, CollectStore, CollectStoreItem } from './useClickAndCollect.ts';
export { clickAndCollectMessages } from './messages.ts';
