// Banners per region and group (spec 1 §3 "Banner"; CustomBuildFeatures for custom builds, spec 2 §2).
import { categoryPath } from '@rigkit/domain/paths';
import type { Insertable } from 'kysely';
import type { BannersTable } from '../db/schema.ts';
import type { SeedItem } from './catalogue.ts';
import { brandBannerGroup } from '../catalogue/brandPage.ts';
import { brandWithEverySection } from './brandPages.ts';
import { CategoryIds } from './reference.ts';

// The seeded custom build category (seed/catalogue.ts), the banners' destination for custom PCs.
const customBuildCategoryPath = categoryPath(CategoryIds.customBuild, 'Custom Build');

export function generateBanners(kitItems: readonly SeedItem[]): Insertable<BannersTable>[] {
  const banners: Insertable<BannersTable>[] = [];
  let id = 1;
  // The region is how banners are chosen, not words for shoppers: the slide says where the shopper is served from.
  const regionTagline = { 'AU West': 'From our Perth stores', 'AU East': 'From our Melbourne stores', AU: 'From our stores in WA and VIC' } as const;
  const add = (group: string, region: Insertable<BannersTable>['region'], title: string, url: string, itemIds: number[] = []) => {
    const sortOrder = banners.filter((banner) => banner.banner_group === group && banner.region === region).length + 1;
    banners.push({
      promotion_banner_id: id++,
      banner_group: group,
      region,
      sort_order: sortOrder,
      destination_url: url,
      inner_html: `<div class="banner"><h2>${title}</h2></div>`,
      banner_slide_webpage_html: `<section class="banner-slide"><h2>${title}</h2><p>${regionTagline[region]}</p></section>`,
      inventory_item_ids: JSON.stringify(itemIds),
    });
  };
  for (const region of ['AU West', 'AU East'] as const) {
    const state = region === 'AU West' ? 'WA' : 'VIC';
    add('Home', region, `Custom PCs built in ${state}`, customBuildCategoryPath);
    add('Home', region, 'Graphics Card Frenzy', '/promotion/201');
    add('Home', region, 'Free Delivery Weekend', '/promotion/204');
    add('Home', region, `Visit our ${state} stores`, '/Contact');
    add('Category', region, 'Build your own', customBuildCategoryPath);
    const kitIds = kitItems.map((item) => item.id);
    add('CustomBuildFeatures', region, 'Built and tested by our technicians', '/Knowledgebase/1', kitIds);
    add('CustomBuildFeatures', region, '3 years parts and labour warranty', '/Knowledgebase/2', kitIds);
    add('CustomBuildFeatures', region, 'UV print your case panels', '/UVPrinting', kitIds);
  }
  // The brand page's Promotions (spec 2 §2), for the brand that shows every section; appended, so every banner
  // above keeps its id.
  const brandGroup = brandBannerGroup(brandWithEverySection.id);
  add(brandGroup, 'AU', `${brandWithEverySection.name} cases in every Gaming PC Week build`, '/promotion/205');
  add(brandGroup, 'AU', `Free delivery on ${brandWithEverySection.name} fans and cases`, '/promotion/204');
  return banners;
}
