// Copies the files the server reads at run time (migrations, the contract) into dist, beside the compiled code.
import { cpSync } from 'node:fs';

const root = new URL('..', import.meta.url);
cpSync(new URL('src/db/migrations', root), new URL('dist/db/migrations', root), { recursive: true });
cpSync(new URL('src/contract/openapi.json', root), new URL('dist/contract/openapi.json', root));
