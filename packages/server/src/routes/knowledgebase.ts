// The operations of knowledgebase/ (knowledgebase.ts), registered with the contract's method and path.
import type { Register } from '../http/operation.ts';
import { knowledgebase } from '../knowledgebase/knowledgebase.ts';

export function registerKnowledgebaseRoutes(register: Register): void {
  register('GET', '/fetchKnowledgebase/{id}', knowledgebase);
}
