// The power supply against the estimated draw of everything else (power.ts has the designed numbers).
import { CompatibilityCategories as categories } from '../attributeKeys.ts';
import { compatibilityMessages as messages } from '../messages.ts';
import { estimateSystemDraw, headroomPercent, powerAdvice, recommendedWattage } from '../power.ts';
import { CompatibilityRuleIds } from '../ruleIds.ts';
import type { ResolvedPart } from '../types.ts';
import { conclude, couldNotCheck, defineRule, missingSpecs } from './rule.ts';
import type { CompatibilityRule } from './rule.ts';

function quantityOf(resolved: ResolvedPart | null): number {
  return resolved ? resolved.quantity : 0;
}

const PARTS_INVOLVED = {
  cpuAndCard: [categories.powerSupply, categories.cpu, categories.graphicsCard],
  cpu: [categories.powerSupply, categories.cpu],
  card: [categories.powerSupply, categories.graphicsCard],
  neither: [categories.powerSupply],
} as const;

/** The categories a power verdict names: the supply and whichever of CPU and card are chosen. */
function partsInvolved(hasCpu: boolean, hasCard: boolean): readonly string[] {
  if (hasCpu) return hasCard ? PARTS_INVOLVED.cpuAndCard : PARTS_INVOLVED.cpu;
  return hasCard ? PARTS_INVOLVED.card : PARTS_INVOLVED.neither;
}

/**
 * Always says something once a power supply is chosen: an error under the draw, a warning under 30 % headroom,
 * otherwise an info with the recommended wattage. No graphics card chosen counts 0 W (integrated graphics). A memory
 * kit that does not list its modules counts one module per unit: the allowance is small and the check still runs.
 */
export const psuWattageRule: CompatibilityRule = defineRule({
  id: CompatibilityRuleIds.psuWattage,
  categories: [
    categories.powerSupply,
    categories.cpu,
    categories.graphicsCard,
    categories.memory,
    categories.osDrive,
    categories.storageDrive,
    categories.coolingFans,
    categories.cpuCooler,
  ],
  judge(view, explain) {
    const psu = view.get(categories.powerSupply);
    if (!psu) return null;
    const cpu = view.get(categories.cpu);
    const card = view.get(categories.graphicsCard);
    const memory = view.get(categories.memory);
    const wattage = psu.specs.wattage;
    const cpuWatts = cpu ? cpu.specs.tdpWatts : 0;
    const graphicsCardWatts = card ? card.specs.boardPowerWatts : 0;
    if (wattage === null || cpuWatts === null || graphicsCardWatts === null) {
      return couldNotCheck(explain, CompatibilityRuleIds.psuWattage, psu, null, () =>
        missingSpecs(
          [psu, wattage, 'wattage'],
          ...(cpu ? [[cpu, cpuWatts, 'TDP'] as const] : []),
          ...(card ? [[card, graphicsCardWatts, 'board power'] as const] : []),
        ),
      );
    }

    const draw = estimateSystemDraw({
      cpuWatts,
      graphicsCardWatts,
      memoryModules: memory ? (memory.specs.modules ?? 1) * memory.quantity : 0,
      drives: quantityOf(view.get(categories.osDrive)) + quantityOf(view.get(categories.storageDrive)),
      fans: quantityOf(view.get(categories.coolingFans)),
      hasCpuCooler: view.get(categories.cpuCooler) !== null,
    });
    const advice = powerAdvice(wattage, draw.totalWatts);
    const severity = advice === 'insufficient' ? 'error' : advice === 'tight' ? 'warning' : 'info';
    return conclude(explain, severity, CompatibilityRuleIds.psuWattage, partsInvolved(cpu !== null, card !== null), () => {
      const description = psu.part.ItemDescription;
      const recommended = recommendedWattage(draw.totalWatts);
      const headroom = headroomPercent(wattage, draw.totalWatts);
      if (advice === 'insufficient') return messages.psuInsufficient(description, wattage, draw, recommended);
      if (advice === 'tight') return messages.psuTight(description, wattage, draw, headroom, recommended);
      return messages.psuSufficient(description, wattage, draw, headroom, recommended);
    });
  },
});
