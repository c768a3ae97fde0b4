export { DocumentList } from './DocumentList.tsx';
export type { DocumentListComponentProps } from './DocumentList.tsx';
export { useDocumentList } from './useDocumentList.ts';
export type { DocumentCard, DocumentListAria, DocumentListLoadError, DocumentListProps, DocumentListState, ListDocument, ListWorkOrder } from './useDocumentList.ts';
export { documentListMessages } from './messages.ts';
export type { DocumentListKind } from './messages.ts';
