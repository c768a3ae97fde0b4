// The typed /api client in the browser: same origin, the auth key in the server's HttpOnly cookie (spec 1 §7 with
// the reference storefront's cookie mode). One client for the page's lifetime.
import type { RigkitClient } from '@rigkit/api-client';
import { createRigkitClient } from '@rigkit/api-client';

let browserClient: RigkitClient | undefined;

export function browserApi(): RigkitClient {
  browserClient ??= createRigkitClient({ baseUrl: '', authKeyMode: 'cookie', isServer: false });
  return browserClient;
}
