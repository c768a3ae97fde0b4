// The contract as the server reads it: openapi.json, the JSON bundle of openapi/ that scripts/contract.ts writes
// (and checks for drift inside npm test), because the server has no YAML parser.
import fs from 'node:fs';

export interface ContractParameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  explode?: boolean;
  schema?: Record<string, unknown>;
}

export interface ContractOperation {
  operationId: string;
  parameters?: (ContractParameter | { $ref: string })[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Record<string, unknown> }> };
  responses?: Record<string, unknown>;
}

export interface ContractDocument {
  paths: Record<string, Record<string, ContractOperation>>;
  components: Record<string, Record<string, unknown>>;
}

let cached: ContractDocument | undefined;

export function loadContract(): ContractDocument {
  cached ??= JSON.parse(fs.readFileSync(new URL('./openapi.json', import.meta.url), 'utf8')) as ContractDocument;
  return cached;
}

/** Resolves a `#/components/...` reference inside the document. */
export function resolveReference<T>(document: ContractDocument, value: T | { $ref: string }): T {
  if (typeof value !== 'object' || value === null || !('$ref' in value)) return value;
  const parts = value.$ref.replace(/^#\//, '').split('/');
  let node: unknown = document;
  for (const part of parts) node = (node as Record<string, unknown>)[part.replaceAll('~1', '/').replaceAll('~0', '~')];
  return node as T;
}
