// The operations of kit/ (kitConfigurations.ts), registered with the contract's method and path.
import type { Register } from '../http/operation.ts';
import { fetchKitConfig, updateKitConfig } from '../kit/kitConfigurations.ts';

export function registerKitRoutes(register: Register): void {
  register('POST', '/fetchKitConfig', (context) => fetchKitConfig(context.services, context.body.KitInventoryItemId, context.body.KeyStringId, false));
  register('GET', '/fetchKitConfig', (context) =>
    fetchKitConfig(context.services, Number(context.query['KitInventoryItemId']), String(context.query['KeyStringId']), context.query['ReturnFullData'] === true),
  );
  register('POST', '/updateKitConfig', updateKitConfig);
}
