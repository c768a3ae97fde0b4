export { DocumentDetail } from './DocumentDetail.tsx';
export type { DocumentDetailComponentProps } from './DocumentDetail.tsx';
export { useDocumentDetail } from './useDocumentDetail.ts';
export type {
  AddItemCandidate,
  DetailDocument,
  DetailDocumentItem,
  DocumentActionResult,
  DocumentDetailAria,
  DocumentDetailProps,
  DocumentDetailState,
  PendingConfirmation,
  SearchState,
} from './useDocumentDetail.ts';
export { documentDetailMessages } from './messages.ts';
