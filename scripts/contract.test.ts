// The contract pipeline (scripts/contract.ts): the operations list it derives from the bundle, its drift detection,
// and the real `--check` run on the committed tree, so `npm test` fails when openapi/ changed without regenerating.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findStale, listOperations, renderOperations } from './contract.ts';
import type { BundledDocument } from './contract.ts';

const document: BundledDocument = {
  components: {
    parameters: {
      pleauthkey: { name: 'pleauthkey', in: 'header' },
      CustomerSessionGuid: { name: 'CustomerSessionGuid', in: 'header' },
    },
  },
  paths: {
    '/fetchPromotion/{promotionId}': {
      get: {
        operationId: 'fetchPromotion',
        summary: 'Fetch a promotion page',
        tags: ['Catalogue'],
        'x-rigkit-retries': 3,
        parameters: [
          { $ref: '#/components/parameters/pleauthkey' },
          { $ref: '#/components/parameters/CustomerSessionGuid' },
          { name: 'promotionId', in: 'path' },
        ],
        responses: { '200': { content: { 'application/json': { example: { success: true, errors: [], data: null } } } } },
      },
    },
    '/routeChange': {
      post: {
        operationId: 'routeChange',
        summary: 'Log a route change',
        tags: ['Site'],
        'x-rigkit-designed': true,
        parameters: [{ $ref: '#/components/parameters/CustomerSessionGuid' }],
        requestBody: { content: { 'application/json': { examples: { click: { value: {} } } } } },
        responses: { '200': { content: { 'application/json': {} } } },
      },
    },
  },
};

describe('listOperations', () => {
  it('lists each method and path with its operationId, resolving shared header parameters', () => {
    expect(listOperations(document)).toEqual([
      {
        method: 'get',
        path: '/fetchPromotion/{promotionId}',
        operationId: 'fetchPromotion',
        summary: 'Fetch a promotion page',
        tags: ['Catalogue'],
        headers: ['pleauthkey', 'CustomerSessionGuid'],
        hasRequestExample: false,
        hasResponseExample: true,
        designed: false,
        retries: 3,
      },
      {
        method: 'post',
        path: '/routeChange',
        operationId: 'routeChange',
        summary: 'Log a route change',
        tags: ['Site'],
        headers: ['CustomerSessionGuid'],
        hasRequestExample: true,
        hasResponseExample: false,
        designed: true,
      },
    ]);
  });

  it('refuses an operation without an operationId', () => {
    expect(() => listOperations({ paths: { '/smsTotp': { get: { summary: 'Send the code' } } } })).toThrow(
      'GET /smsTotp has no operationId',
    );
  });

  it('refuses a header reference that the bundle does not define', () => {
    const broken: BundledDocument = { paths: { '/smsTotp': { get: { operationId: 'smsTotp', parameters: [{ $ref: '#/components/parameters/missing' }] } } } };
    expect(() => listOperations(broken)).toThrow('unresolved parameter #/components/parameters/missing');
  });

  it('renders a typed, readonly operations module', () => {
    const source = renderOperations(listOperations(document));
    expect(source).toContain('export const operations = [');
    expect(source).toContain('"operationId":"fetchPromotion"');
    expect(source).toContain('] as const satisfies readonly ContractOperation[];');
    expect(source).toContain("export type OperationId = (typeof operations)[number]['operationId'];");
  });
});

describe('findStale', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rigkit-contract-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports files whose committed content differs from the generated content, and missing files', () => {
    const current = join(dir, 'current.ts');
    const drifted = join(dir, 'drifted.ts');
    writeFileSync(current, 'export type A = 1;\n');
    writeFileSync(drifted, 'export type B = 1;\n');
    expect(
      findStale([
        [current, 'export type A = 1;\n'],
        [drifted, 'export type B = 2;\n'],
        [join(dir, 'missing.ts'), ''],
      ]),
    ).toEqual([drifted, join(dir, 'missing.ts')]);
  });
});

describe('node scripts/contract.ts --check', () => {
  it('passes on the committed tree: lint has 0 errors and the bundle and generated types are current', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const output = execFileSync(process.execPath, ['scripts/contract.ts', '--check'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    expect(output).toMatch(/lint 0 errors; \d+ operations; bundle and generated types are current\./);
  }, 60_000);
});
