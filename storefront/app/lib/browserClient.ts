// What api.client.ts loads on demand. A module of its own: the package's index is imported statically elsewhere
// (error types, cookie helpers), so a dynamic import of the index itself would not split the client off.
export { createRigkitClient } from '@rigkit/api-client';
export { sandboxCaptcha } from './sandboxCaptcha.ts';
