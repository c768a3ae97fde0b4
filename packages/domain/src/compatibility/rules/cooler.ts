// CPU cooler against the CPU: the cooler's mounting kit has to fit the CPU's socket.
import { CompatibilityCategories as categories } from '../attributeKeys.ts';
import { compatibilityMessages as messages } from '../messages.ts';
import { CompatibilityRuleIds } from '../ruleIds.ts';
import { conclude, couldNotCheck, defineRule, missingSpecs } from './rule.ts';
import type { CompatibilityRule } from './rule.ts';

const coolerAndCpu = [categories.cpuCooler, categories.cpu] as const;

export const coolerSocketRule: CompatibilityRule = defineRule({
  id: CompatibilityRuleIds.coolerSocket,
  categories: coolerAndCpu,
  judge(view, explain) {
    const cooler = view.get(categories.cpuCooler);
    const cpu = view.get(categories.cpu);
    if (!cooler || !cpu) return null;
    const supported = cooler.specs.supportedSockets;
    const socket = cpu.specs.socket;
    if (supported === null || socket === null) {
      return couldNotCheck(explain, CompatibilityRuleIds.coolerSocket, cooler, cpu, () =>
        missingSpecs([cooler, supported, 'supported sockets'], [cpu, socket, 'socket']),
      );
    }
    if (supported.includes(socket)) return null;
    return conclude(explain, 'error', CompatibilityRuleIds.coolerSocket, coolerAndCpu, () =>
      messages.coolerSocketUnsupported(cooler.part.ItemDescription, socket, cpu.part.ItemDescription, supported),
    );
  },
});
