export { KnowledgeBase } from './KnowledgeBase.tsx';
export type { KnowledgeBaseComponentProps } from './KnowledgeBase.tsx';
export { useKnowledgeBase } from './useKnowledgeBase.ts';
export type { KnowledgeBaseAria, KnowledgeBaseProps, KnowledgeBaseState, KnowledgebaseView } from './useKnowledgeBase.ts';
export { knowledgeBaseMessages } from './messages.ts';
