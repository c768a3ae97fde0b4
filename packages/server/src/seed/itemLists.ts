// Seeded item lists (spec 2 §2 /ItemList/{id} and /buildlist/{sqid}/{name}): themed picks and two build lists whose
// parts fit together (one socket, the board's memory type, a case for the board, a 750 W supply). Chosen from the
// generated catalogue without the random stream, so adding them changes no other row.
import type { ItemListItemsTable, ItemListsTable } from '../catalogue/itemLists.ts';
import { distinctProducts, type SeedItem } from './catalogue.ts';
import { CategoryIds } from './reference.ts';

/** Sqid alphabet: a fixed shuffle of A–Z, a–z, 0–9 (designed; the specs show sqids without their scheme). */
const sqidAlphabet = 'k3RqZ8xWmT1bVnC7yLpH0dJfS5gXa9QcUe2NrYh4BwKz6MvGjD';
const sqidMinimumLength = 6;

/** A short public code for a list id: the id, offset and scrambled, in base 50 of the alphabet above. */
export function itemListSqid(id: number): string {
  let value = id * 7919 + 104_729;
  let code = '';
  while (value > 0) {
    code = (sqidAlphabet[value % sqidAlphabet.length] ?? 'k') + code;
    value = Math.floor(value / sqidAlphabet.length);
  }
  return code.padStart(sqidMinimumLength, sqidAlphabet[0] ?? 'k');
}

type Pick = (item: SeedItem) => boolean;
interface ListPlan {
  id: number;
  name: string;
  isBuildList: boolean;
  /** Per category: how many items and which fit. */
  picks: readonly (readonly [categoryId: number, count: number, fits?: Pick])[];
}

const attribute = (item: SeedItem, key: string): string | undefined => item.attributes.find((entry) => entry.Key === key)?.Value;
const socket = (name: string): Pick => (item) => attribute(item, 'Socket') === name && attribute(item, 'Form Factor') !== 'Mini-ITX';
const memoryType = (name: string): Pick => (item) => attribute(item, 'Memory Type') === name;
const fullSizeCase: Pick = (item) => (attribute(item, 'Supported Form Factors') ?? '').includes('ATX') && attribute(item, 'Case Size') !== 'Mini-ITX';
const powerful: Pick = (item) => Number(attribute(item, 'Wattage (W)')) >= 750;

export const seededItemLists: readonly ListPlan[] = [
  {
    id: 101,
    name: 'Gaming Essentials',
    isBuildList: false,
    picks: [[CategoryIds.graphicsCard, 3], [CategoryIds.monitors, 2], [CategoryIds.headsets, 1], [CategoryIds.keyboards, 1], [CategoryIds.mice, 1], [CategoryIds.mouseMats, 1]],
  },
  {
    id: 102,
    name: 'Storage Upgrades',
    isBuildList: false,
    picks: [[CategoryIds.osDrive, 3], [CategoryIds.storageDrive, 3]],
  },
  {
    id: 103,
    name: 'Cooling and Airflow',
    isBuildList: false,
    picks: [[CategoryIds.cpuCooler, 3], [CategoryIds.coolingFans, 3], [CategoryIds.case, 2]],
  },
  {
    id: 201,
    name: 'AMD AM5 Gaming Build',
    isBuildList: true,
    picks: [[CategoryIds.cpu, 1, socket('AM5')], [CategoryIds.cpuCooler, 1], [CategoryIds.motherboard, 1, socket('AM5')], [CategoryIds.memory, 1, memoryType('DDR5')], [CategoryIds.graphicsCard, 1], [CategoryIds.osDrive, 1], [CategoryIds.case, 1, fullSizeCase], [CategoryIds.powerSupply, 1, powerful]],
  },
  {
    id: 202,
    name: 'Intel LGA1700 Creator Build',
    isBuildList: true,
    picks: [[CategoryIds.cpu, 1, socket('LGA1700')], [CategoryIds.cpuCooler, 1], [CategoryIds.motherboard, 1, socket('LGA1700')], [CategoryIds.memory, 2, memoryType('DDR5')], [CategoryIds.graphicsCard, 1], [CategoryIds.osDrive, 1], [CategoryIds.storageDrive, 1], [CategoryIds.case, 1, fullSizeCase], [CategoryIds.powerSupply, 1, powerful]],
  },
];

/** The lists and their items, the cheapest fitting items of each category first (ties by id). */
export function generateItemLists(byCategory: Map<number, SeedItem[]>): { lists: ItemListsTable[]; items: ItemListItemsTable[] } {
  const lists: ItemListsTable[] = [];
  const items: ItemListItemsTable[] = [];
  for (const plan of seededItemLists) {
    const chosen = plan.picks.flatMap(([categoryId, count, fits]) =>
      distinctProducts(
        (byCategory.get(categoryId) ?? [])
          .filter((item) => item.availableOnline && item.typeCode === 'STK' && !item.isExDemo && (fits?.(item) ?? true))
          .sort((a, b) => a.priceCents - b.priceCents || a.id - b.id),
      ).slice(0, count),
    );
    const unique = [...new Map(chosen.map((item) => [item.id, item])).values()];
    if (unique.length === 0) continue;
    lists.push({ inventory_item_list_id: plan.id, inventory_item_list_sqid: itemListSqid(plan.id), item_list_name: plan.name, is_build_list: plan.isBuildList });
    unique.forEach((item, index) => items.push({ inventory_item_list_id: plan.id, inventory_item_id: item.id, sort_order: index + 1 }));
  }
  return { lists, items };
}
