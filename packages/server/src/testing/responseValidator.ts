// Tests check answers against the contract (issue 5 item 1: "Responses are checked against the contract").
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadContract } from '../contract/contract.ts';

const document = loadContract();
const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
addFormats(ajv);
ajv.addSchema({ $id: 'contract', components: document.components });
const cache = new Map<string, ValidateFunction>();

function responseSchema(method: string, path: string, status: number): unknown {
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${path} is not in the contract`);
  const responses = (operation.responses ?? {}) as Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
  let response = responses[String(status)] ?? responses['default'];
  if (response?.$ref) response = document.components['responses']?.[response.$ref.split('/').pop() ?? ''] as typeof response;
  if (!response) throw new Error(`${method} ${path} documents no ${status} answer`);
  return response.content?.['application/json']?.schema;
}

/** Throws with the schema errors when `body` is not what the contract promises for this status. */
export function assertMatchesContract(method: string, path: string, status: number, body: unknown): void {
  const key = `${method} ${path} ${status}`;
  let validate = cache.get(key);
  if (!validate) {
    const schema = responseSchema(method, path, status);
    validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"contract#/components/')) as object);
    cache.set(key, validate);
  }
  if (!validate(body)) {
    throw new Error(`${key} does not match the contract: ${ajv.errorsText(validate.errors, { separator: '\n' })}`);
  }
}
