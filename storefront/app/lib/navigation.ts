// The header's category navigation from fetchCategories.
import type { components } from '@rigkit/api-client';
import { categoryGroupPath, categoryPath } from '@rigkit/domain/paths';

type CategoryTree = components['schemas']['CategoryTree'];

// spec 2 §9, spec 3 §10: category groups 1, 2 and 10 are left out of the header list. No domain rule exists for
// it, so the storefront holds it.
export const headerExcludedCategoryGroupIds: readonly number[] = [1, 2, 10];

/**
 * The footer's shop links (designed), built here with the domain's path builders rather than in the footer so the
 * root's browser bundle does not carry the path and slug code for two fixed addresses (it is served as loader data).
 */
export function footerShopLinks(): { pcComponents: string; desktopComputers: string } {
  return { pcComponents: categoryGroupPath(1, 'PC Components'), desktopComputers: categoryPath(100, 'Desktop Computers') };
}

export interface NavigationEntry {
  label: string;
  href: string;
  children: { label: string; href: string }[];
}

/**
 * The main menu: the category tree's top categories that no listed group already holds (components and computers:
 * the store's own mega-menu entries), then every category group the header may list.
 */
export function headerNavigation(tree: CategoryTree): NavigationEntry[] {
  const listedGroups = (tree.CategoryGroups ?? []).filter((group) => !headerExcludedCategoryGroupIds.includes(group.InventoryCategoryGroupId));
  const listedCategoryIds = new Set(listedGroups.flatMap((group) => (group.Categories ?? []).map((category) => category.InventoryCategoryId)));
  const topCategories = tree.Categories.filter(
    (category) => (category.ChildCategories ?? []).length > 0 && !listedCategoryIds.has(category.InventoryCategoryId),
  ).map((category) => ({
    label: category.CategoryName,
    // Category links take the spec's form (/Categories/{id}/…); 903 itself redirects to its group (spec 2 §2).
    href: categoryPath(category.InventoryCategoryId, category.CategoryName),
    children: (category.ChildCategories ?? []).map((child) => ({ label: child.CategoryName, href: categoryPath(child.InventoryCategoryId, child.CategoryName) })),
  }));
  const groups = listedGroups.map((group) => ({
      label: group.CategoryGroupName,
      href: categoryGroupPath(group.InventoryCategoryGroupId, group.CategoryGroupName),
      children: (group.Categories ?? []).map((category) => ({ label: category.CategoryName, href: categoryPath(category.InventoryCategoryId, category.CategoryName) })),
    }));
  return [...topCategories, ...groups];
}
