// CPU cooler against the CPU: the cooler's mounting kit has to fit the CPU's socket.
import { CompatibilityCategories as categories } from '../attributeKeys.ts';
import { compatibilityMessages as messages } from '../messages.ts';
import { CompatibilityRuleIds } from '../ruleIds.ts';
import { couldNotCheck, makeVerdict, missingSpecs } from './rule.ts';
import type { CompatibilityRule } from './rule.ts';

export const coolerSocketRule: CompatibilityRule = {
  id: CompatibilityRuleIds.coolerSocket,
  categories: [categories.cpuCooler, categories.cpu],
  evaluate(view) {
    const cooler = view.get(categories.cpuCooler);
    const cpu = view.get(categories.cpu);
    if (!cooler || !cpu) return null;
    const supported = cooler.specs.supportedSockets;
    const socket = cpu.specs.socket;
    if (supported === null || socket === null) {
      const missing = missingSpecs([cooler, supported, 'supported sockets'], [cpu, socket, 'socket']);
      return couldNotCheck(CompatibilityRuleIds.coolerSocket, cooler, cpu, missing);
    }
    if (supported.includes(socket)) return null;
    return makeVerdict(
      'error',
      CompatibilityRuleIds.coolerSocket,
      messages.coolerSocketUnsupported(cooler.part.ItemDescription, socket, cpu.part.ItemDescription, supported),
      [categories.cpuCooler, categories.cpu],
    );
  },
};
