// Request validation against the contract (issue 5 item 1): each operation's requestBody schema and its query
// and path parameters are compiled once with ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses). Failures become
// ErrorTexts that name the field, e.g. "ShoppingCart.ShoppingCartItems[0].Quantity must be integer".
import { createRequire } from 'node:module';
import type { default as Ajv2020Class, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { default as addFormatsPlugin } from 'ajv-formats';
import { int32 } from '../db/storedInteger.ts';
import { loadContract, resolveReference, type ContractDocument, type ContractParameter } from './contract.ts';

export interface RequestParts {
  body: unknown;
  hasBody: boolean;
  /** Every value of every query parameter, as `c.req.queries()` gives them. */
  query: Record<string, string[]>;
  pathParameters: Record<string, string>;
}

export interface OperationValidator {
  operationId: string;
  /** Returns the ErrorTexts, empty when the request is valid; coerces query and path values to their types. */
  validate(parts: RequestParts): { errors: string[]; query: Record<string, unknown>; pathParameters: Record<string, unknown> };
}

function fieldPath(error: ErrorObject, root: string): string {
  const pointer = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  let text = root;
  for (const segment of pointer) text = /^\d+$/.test(segment) ? `${text}[${segment}]` : text ? `${text}.${segment}` : segment;
  return text;
}

function describe(error: ErrorObject, root: string): string {
  const where = fieldPath(error, root);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${where ? `${where}.` : ''}${String(params['missingProperty'])} is required`;
    case 'additionalProperties':
      return `${where ? `${where}.` : ''}${String(params['additionalProperty'])} is not a known field`;
    case 'type':
      return `${where || 'body'} must be ${String(params['type'])}`;
    default:
      return `${where || 'body'} ${error.message ?? 'is invalid'}`;
  }
}

/** The most useful error of a failed schema: oneOf/anyOf branches produce noise, the leaf errors say what is wrong. */
function texts(errors: readonly ErrorObject[] | null | undefined, root: string): string[] {
  if (!errors || errors.length === 0) return [];
  const leaves = errors.filter((error) => !['oneOf', 'anyOf', 'allOf', 'if'].includes(error.keyword));
  const chosen = leaves.length > 0 ? leaves : errors;
  return [...new Set(chosen.slice(0, 5).map((error) => describe(error, root)))];
}

// ajv is CommonJS: required on the first request that validates something rather than imported at start-up, where
// its modules cost about 50 ms (issue 5: first 200 within 1 s). `require` keeps validation synchronous.
const require = createRequire(import.meta.url);

function createAjv(coerce: boolean) {
  const { default: Ajv2020 } = require('ajv/dist/2020.js') as { default: typeof Ajv2020Class };
  const { default: addFormats } = require('ajv-formats') as { default: typeof addFormatsPlugin };
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    coerceTypes: coerce ? 'array' : false,
    logger: false,
    validateFormats: true,
    // The contract is checked against OpenAPI 3.1 when scripts/contract.ts bundles it; validating its 600 kB of
    // schemas against the JSON Schema meta-schema again on every start cost 100+ ms (issue 5: first 200 within 1 s).
    validateSchema: false,
  });
  addFormats(ajv);
  return ajv;
}

/**
 * Query values as their schemas expect them: an array parameter is comma-separated when explode is false
 * (OpenAPI style form), repeated otherwise; any other parameter takes its first value.
 */
function queryValues(all: Record<string, string[]>, parameters: readonly ContractParameter[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, list] of Object.entries(all)) {
    const parameter = parameters.find((candidate) => candidate.name === name);
    const isArray = parameter?.schema?.['type'] === 'array';
    if (!isArray) values[name] = list[0];
    else if (parameter?.explode === false) values[name] = (list[0] ?? '').split(',').filter((part) => part !== '');
    else values[name] = list;
  }
  return values;
}

/**
 * The contract's integers have no bounds, but every integer the server stores is a PostgreSQL `integer`: a larger
 * id must be a 400 naming the field, not a database error. Unbounded integer schemas get the 32-bit range.
 */
function withStoredIntegerBounds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withStoredIntegerBounds);
  if (typeof node !== 'object' || node === null) return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withStoredIntegerBounds(value)]));
  const type = schema['type'];
  const isInteger = type === 'integer' || (Array.isArray(type) && type.includes('integer'));
  if (isInteger) {
    if (schema['maximum'] === undefined && schema['exclusiveMaximum'] === undefined) schema['maximum'] = int32.maximum;
    if (schema['minimum'] === undefined && schema['exclusiveMinimum'] === undefined) schema['minimum'] = int32.minimum;
  }
  return schema;
}

// PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate has no UTF-8 form: both are refused as input
// (ASVS 5.0 V1.2/V2.2) with a 400 that names the field, before a handler or the database sees them.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const unstorableCharacter = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Texts naming every field (or key) of `value` whose string holds NUL or a lone surrogate; at most 5. */
export function unstorableStringFields(value: unknown, root: string, found: string[] = []): string[] {
  if (found.length >= 5) return found;
  const field = (key: string | number) => (typeof key === 'number' ? `${root}[${key}]` : root ? `${root}.${key}` : key);
  if (typeof value === 'string') {
    if (unstorableCharacter.test(value)) found.push(`${root || 'body'} must not contain NUL or unpaired surrogate characters`);
  } else if (Array.isArray(value)) {
    value.forEach((entry, index) => unstorableStringFields(entry, field(index), found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, entry] of Object.entries(value)) {
      if (unstorableCharacter.test(key)) found.push(`${field(key.replace(unstorableCharacter, '?'))} must not contain NUL or unpaired surrogate characters`);
      else unstorableStringFields(entry, field(key), found);
    }
  }
  return found.slice(0, 5);
}

/** Operation schemas sit inside the document: their "#/components/..." references are pointed at it by id. */
function anchored(schema: unknown): Record<string, unknown> {
  const text = JSON.stringify(withStoredIntegerBounds(schema)).replaceAll('"#/components/', '"contract#/components/');
  return JSON.parse(text) as Record<string, unknown>;
}

export function createContractValidators(document: ContractDocument = loadContract()): Map<string, OperationValidator> {
  // Set up on the first request that has something to validate: a start answers its first call (configMap has no
  // body or parameters) without paying for ajv and the contract's components.
  let ajvs: { body: ReturnType<typeof createAjv>; parameter: ReturnType<typeof createAjv> } | undefined;
  const ajv = () => {
    if (!ajvs) {
      // The components under one id so every "#/components/..." reference resolves.
      const components = withStoredIntegerBounds(document.components);
      ajvs = { body: createAjv(false), parameter: createAjv(true) };
      ajvs.body.addSchema({ $id: 'contract', components });
      ajvs.parameter.addSchema({ $id: 'contract', components });
    }
    return ajvs;
  };
  const validators = new Map<string, OperationValidator>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (typeof operation !== 'object' || !operation.operationId) continue;
      const jsonBody = operation.requestBody?.content?.['application/json'];
      const bodyRequired = operation.requestBody?.required === true;
      const parameters = (operation.parameters ?? []).map((parameter) => resolveReference<ContractParameter>(document, parameter));
      const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
      const parameterSchema = (location: ContractParameter['in']) => {
        const list = parameters.filter((parameter) => parameter.in === location);
        if (list.length === 0) return undefined;
        return ajv().parameter.compile(
          anchored({
            type: 'object',
            properties: Object.fromEntries(list.map((parameter) => [parameter.name, parameter.schema ?? {}])),
            required: list.filter((parameter) => parameter.required).map((parameter) => parameter.name),
          }),
        );
      };
      // Compiled on first use: start-up stays fast (issue 5: first 200 within 1 s) with 100+ operations.
      let compiled: { body?: ValidateFunction | undefined; query?: ValidateFunction | undefined; path?: ValidateFunction | undefined } | undefined;
      validators.set(`${method.toUpperCase()} ${path}`, {
        operationId: operation.operationId,
        validate(parts) {
          compiled ??= {
            body: jsonBody?.schema ? ajv().body.compile(anchored(jsonBody.schema)) : undefined,
            query: parameterSchema('query'),
            path: parameterSchema('path'),
          };
          const { body: bodyValidator, query: queryValidator, path: pathValidator } = compiled;
          const errors: string[] = [
            ...unstorableStringFields(parts.pathParameters, ''),
            ...unstorableStringFields(Object.fromEntries(Object.entries(parts.query).map(([name, list]) => [name, list.join(',')])), ''),
            ...(parts.hasBody ? unstorableStringFields(parts.body, '') : []),
          ];
          if (errors.length > 0) return { errors, query: {}, pathParameters: {} };
          const query = queryValues(parts.query, queryParameters);
          const pathParameters: Record<string, unknown> = { ...parts.pathParameters };
          if (pathValidator && !pathValidator(pathParameters)) errors.push(...texts(pathValidator.errors, ''));
          if (queryValidator && !queryValidator(query)) errors.push(...texts(queryValidator.errors, ''));
          if (bodyValidator) {
            if (!parts.hasBody) {
              if (bodyRequired) errors.push('A JSON request body is required');
            } else if (!bodyValidator(parts.body)) {
              errors.push(...texts(bodyValidator.errors, ''));
            }
          }
          return { errors, query, pathParameters };
        },
      });
    }
  }
  return validators;
}
