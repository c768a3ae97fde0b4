// Upgrading a logged-in session's auth key (session/upgrade, spec 1 §9, spec 3 §7): the server rotates the key and
// answers the new one, which the client keeps only when it counts as a valid upgrade (the domain's
// isValidSessionUpgrade: longer than 100 characters). In cookie mode the server sets its HttpOnly cookie itself and
// never hands the key to scripts, so there is nothing to keep and the answer is false.
import { isValidSessionUpgrade } from '@rigkit/domain/account';
import type { RigkitClient } from './createRigkitClient.ts';

/** Asks for an upgraded auth key and keeps it; true when a valid upgrade came back and was stored. */
export async function upgradeSession(client: RigkitClient, signal?: AbortSignal): Promise<boolean> {
  const { data } = await client.POST('/session/upgrade', signal ? { signal } : {});
  const token = data.data?.AuthenticationKey;
  if (!isValidSessionUpgrade(token)) return false;
  client.storeAuthKey(token);
  return true;
}
