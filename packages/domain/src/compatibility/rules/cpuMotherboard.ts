// CPU against motherboard: socket (hard), chipset support and BIOS updates, overclocking (advice).
import { CompatibilityCategories as categories } from '../attributeKeys.ts';
import { compatibilityMessages as messages } from '../messages.ts';
import { CompatibilityRuleIds } from '../ruleIds.ts';
import type { ResolvedPart } from '../types.ts';
import { conclude, couldNotCheck, defineRule, missingSpecs } from './rule.ts';
import type { CompatibilityRule } from './rule.ts';

const pair = [categories.cpu, categories.motherboard] as const;

/** Sockets known on both sides and different: the socket rule has said everything, other CPU rules stay quiet. */
function socketsDiffer(cpu: ResolvedPart, board: ResolvedPart): boolean {
  return cpu.specs.socket !== null && board.specs.socket !== null && cpu.specs.socket !== board.specs.socket;
}

export const cpuSocketRule: CompatibilityRule = defineRule({
  id: CompatibilityRuleIds.cpuSocket,
  categories: pair,
  judge(view, explain) {
    const cpu = view.get(categories.cpu);
    const board = view.get(categories.motherboard);
    if (!cpu || !board) return null;
    const cpuSocket = cpu.specs.socket;
    const boardSocket = board.specs.socket;
    if (cpuSocket === null || boardSocket === null) {
      return couldNotCheck(explain, CompatibilityRuleIds.cpuSocket, cpu, board, () =>
        missingSpecs([cpu, cpuSocket, 'socket'], [board, boardSocket, 'socket']),
      );
    }
    if (cpuSocket === boardSocket) return null;
    return conclude(explain, 'error', CompatibilityRuleIds.cpuSocket, pair, () =>
      messages.cpuSocketMismatch(cpu.part.ItemDescription, cpuSocket, board.part.ItemDescription, boardSocket),
    );
  },
});

/**
 * DESIGNED: a CPU lists the chipsets it runs on and those that need a BIOS update first. A chipset outside the list
 * is an error; one that needs an update is a warning. A CPU that lists no chipsets, or a board without a chipset,
 * is not checked here: the socket rule already covers the physical fit.
 */
export const cpuChipsetRule: CompatibilityRule = defineRule({
  id: CompatibilityRuleIds.cpuChipset,
  categories: pair,
  judge(view, explain) {
    const cpu = view.get(categories.cpu);
    const board = view.get(categories.motherboard);
    if (!cpu || !board || socketsDiffer(cpu, board)) return null;
    const chipset = board.specs.chipset;
    const supported = cpu.specs.supportedChipsets;
    if (chipset === null || supported === null) return null;
    if (!supported.includes(chipset)) {
      return conclude(explain, 'error', CompatibilityRuleIds.cpuChipset, pair, () =>
        messages.cpuChipsetUnsupported(cpu.part.ItemDescription, board.part.ItemDescription, chipset, supported),
      );
    }
    if (cpu.specs.biosUpdateChipsets?.includes(chipset)) {
      return conclude(explain, 'warning', CompatibilityRuleIds.cpuChipset, pair, () =>
        messages.cpuChipsetBiosUpdate(cpu.part.ItemDescription, board.part.ItemDescription, chipset),
      );
    }
    return null;
  },
});

/** DESIGNED: an unlocked CPU on a board whose chipset cannot overclock works, but the shopper pays for nothing. */
export const cpuOverclockingRule: CompatibilityRule = defineRule({
  id: CompatibilityRuleIds.cpuOverclocking,
  categories: pair,
  judge(view, explain) {
    const cpu = view.get(categories.cpu);
    const board = view.get(categories.motherboard);
    if (!cpu || !board || socketsDiffer(cpu, board)) return null;
    if (cpu.specs.unlockedMultiplier !== true || board.specs.cpuOverclocking !== false) return null;
    const chipset = board.specs.chipset;
    // An unsupported chipset is already an error of the chipset rule.
    if (chipset !== null && cpu.specs.supportedChipsets !== null && !cpu.specs.supportedChipsets.includes(chipset)) {
      return null;
    }
    return conclude(explain, 'warning', CompatibilityRuleIds.cpuOverclocking, pair, () =>
      messages.cpuOverclockingUnsupported(cpu.part.ItemDescription, board.part.ItemDescription, chipset),
    );
  },
});
