// The power supply against the estimated draw of everything else (power.ts has the designed numbers).
import { CompatibilityCategories as categories } from '../attributeKeys.ts';
import { compatibilityMessages as messages } from '../messages.ts';
import { estimateSystemDraw, headroomPercent, powerAdvice, recommendedWattage } from '../power.ts';
import { CompatibilityRuleIds } from '../ruleIds.ts';
import type { ResolvedPart } from '../types.ts';
import { couldNotCheck, makeVerdict, missingSpecs } from './rule.ts';
import type { CompatibilityRule } from './rule.ts';

function quantityOf(resolved: ResolvedPart | null): number {
  return resolved ? resolved.quantity : 0;
}

/**
 * Always says something once a power supply is chosen: an error under the draw, a warning under 30 % headroom,
 * otherwise an info with the recommended wattage. No graphics card chosen counts 0 W (integrated graphics). A memory
 * kit that does not list its modules counts one module per unit: the allowance is small and the check still runs.
 */
export const psuWattageRule: CompatibilityRule = {
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
  evaluate(view) {
    const psu = view.get(categories.powerSupply);
    if (!psu) return null;
    const cpu = view.get(categories.cpu);
    const card = view.get(categories.graphicsCard);
    const memory = view.get(categories.memory);
    const wattage = psu.specs.wattage;
    const missing = missingSpecs(
      [psu, wattage, 'wattage'],
      ...(cpu ? [[cpu, cpu.specs.tdpWatts, 'TDP'] as const] : []),
      ...(card ? [[card, card.specs.boardPowerWatts, 'board power'] as const] : []),
    );
    if (wattage === null || missing.length > 0) return couldNotCheck(CompatibilityRuleIds.psuWattage, psu, null, missing);

    const draw = estimateSystemDraw({
      cpuWatts: cpu?.specs.tdpWatts ?? 0,
      graphicsCardWatts: card?.specs.boardPowerWatts ?? 0,
      memoryModules: memory ? (memory.specs.modules ?? 1) * memory.quantity : 0,
      drives: quantityOf(view.get(categories.osDrive)) + quantityOf(view.get(categories.storageDrive)),
      fans: quantityOf(view.get(categories.coolingFans)),
      hasCpuCooler: view.get(categories.cpuCooler) !== null,
    });
    const parts = [categories.powerSupply, ...(cpu ? [categories.cpu] : []), ...(card ? [categories.graphicsCard] : [])];
    const recommended = recommendedWattage(draw.totalWatts);
    const description = psu.part.ItemDescription;
    const id = CompatibilityRuleIds.psuWattage;
    switch (powerAdvice(wattage, draw.totalWatts)) {
      case 'insufficient':
        return makeVerdict('error', id, messages.psuInsufficient(description, wattage, draw, recommended), parts);
      case 'tight':
        return makeVerdict(
          'warning',
          id,
          messages.psuTight(description, wattage, draw, headroomPercent(wattage, draw.totalWatts), recommended),
          parts,
        );
      case 'sufficient':
        return makeVerdict(
          'info',
          id,
          messages.psuSufficient(description, wattage, draw, headroomPercent(wattage, draw.totalWatts), recommended),
          parts,
        );
    }
  },
};
