export { UvCanvas } from './UvCanvas.tsx';
export type { UvCanvasComponentProps } from './UvCanvas.tsx';
export { useUvCanvas } from './useUvCanvas.ts';
export type { UvCanvasAria, UvCanvasImage, UvCanvasLayer, UvCanvasPanel, UvCanvasProps } from './useUvCanvas.ts';
export { uvCanvasMessages } from './messages.ts';
export { UvLibraryTabs } from './UvLibraryTabs.tsx';
export type { UvLibraryTab, UvLibraryTabsProps } from './UvLibraryTabs.tsx';
export { UvPanelPreview } from './UvPanelPreview.tsx';
export type { UvPanelPreviewProps } from './UvPanelPreview.tsx';
