// ESLint (flat config) rather than Biome: the three rule sets we rely on, typescript-eslint, react-hooks and
// jsx-a11y, are ESLint plugins, and the domain purity rule is two core rules. One tool, one config.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// packages/domain is pure: no React, no DOM, no I/O (ARCHITECTURE.md). Imports and globals that would break that.
const impureModules = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  'openapi-fetch',
  '@rigkit/api-client',
  '@rigkit/react',
  '@rigkit/server',
  'node:*',
  'fs',
  'fs/*',
  'path',
  'http',
  'https',
  'net',
  'child_process',
  'os',
  'crypto',
  'pg',
  '@electric-sql/*',
  'kysely',
  'hono',
  'hono/*',
];
const impureGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'location',
  'history',
  'process',
  'require',
].map((name) => ({ name, message: 'packages/domain is pure: take this as a parameter instead (no DOM, no I/O).' }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tools/**',
      '.data/**',
      '.reports/**',
      'storybook-static/**',
      'storefront/build/**',
      '**/.react-router/**',
      'packages/api-client/src/generated/**',
      'openapi/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/react/**/*.{ts,tsx}', 'storefront/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: impureModules,
              message: 'packages/domain is pure: no React, no DOM, no I/O. Move this to api-client, react or server.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...impureGlobals],
    },
  },
  {
    // Server operations are typed by the contract (ARCHITECTURE.md): registerOperation derives body, parameters and
    // answer from the generated paths, so a handler needs no cast and no request type of its own.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/http/operation.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSTypeReference.typeAnnotation[typeName.name=/^Operation(Context|Body|Query|PathParameters)$/]',
          message: "Declare the handler with OperationContext<'METHOD', '/path'> and register it with that path: no context casts.",
        },
        {
          selector: 'TSAsExpression > MemberExpression.expression[property.name=/^(body|query|pathParameters)$/]',
          message: "The contract already types the request: use context.body, context.query and context.pathParameters as they are.",
        },
        {
          selector: ':matches(TSInterfaceDeclaration, TSTypeAliasDeclaration)[id.name=/(Body|Dto|DTO)$/]',
          message: "Request and answer types come from the contract: OperationBody<'METHOD', '/path'> or Schema<'Name'>.",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@rigkit/api-client',
              message: "The server takes only the contract's types: import type from '@rigkit/api-client/contract'.",
            },
          ],
        },
      ],
    },
  },
);
