// Spec 2 §5: a category takes at most MaximumQuantity. The configurator clamps what is chosen (clampKitQuantity);
// a server that is sent more refuses it with this rule and text (designed wording).
import type { KitCategory } from './types.ts';

/** More of a category than its MaximumQuantity; nothing chosen (0) is never over. */
export function isOverKitMaximum(category: Pick<KitCategory, 'MaximumQuantity'>, quantity: number): boolean {
  return quantity > category.MaximumQuantity;
}

export const kitMaximumMessage = (categoryName: string, maximum: number): string => `${categoryName}: at most ${maximum}`;
