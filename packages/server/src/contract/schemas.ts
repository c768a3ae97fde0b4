// The contract's named schemas (openapi/components/schemas) as the server's answer types: handlers build these,
// so a field the contract renames or retypes fails the typecheck here rather than in a client.
import type { components } from '@rigkit/api-client/contract';

export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
