// The operations of software/ (softwareOperations.ts), registered with the contract's method and path.
import type { Register } from '../http/operation.ts';
import { partsCompatibility, pcCompatibility, softwareList, softwarePage } from '../software/softwareOperations.ts';

export function registerSoftwareRoutes(register: Register): void {
  register('POST', '/fetchSoftwareList', softwareList);
  register('GET', '/fetchSoftware/{id}', softwarePage);
  register('POST', '/fetchSoftwarePCCompat', pcCompatibility);
  register('POST', '/fetchSoftwareCompatibility', partsCompatibility);
}
