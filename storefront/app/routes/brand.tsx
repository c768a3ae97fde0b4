// /Brands/{ManufacturerId}/{ManufacturerName?} (spec 2 §2 "Brand page"): the header with logo, then the fuller
// layout: a sticky anchor bar with a link per section that has data, HTML above the grid, the category list (at the
// top when shown or explorable and fewer than 5, otherwise below), the explore carousel, featured products,
// promotion banners, the Latest Items, Desktop Computers and Popular Items sliders, the All Products grid (only if
// enabled) and the HTML below it. Which sections show is @rigkit/domain/brand's rule.
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/brand';
import { brandCategoryPlacement, brandSections, type BrandSection } from '@rigkit/domain/brand';
import type { GridSettings } from '@rigkit/domain/grid';
import { brandPath, categoryPath } from '@rigkit/domain/paths';
import { CategoryCarousel } from '@rigkit/react/CategoryCarousel';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CmsHtml } from '../components/CmsHtml.tsx';
import { StoreBanners } from '../components/StoreBanners.tsx';
import { sanitiseCmsBanners, sanitiseCmsHtml } from '../lib/cms.server.ts';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { AnchorBar } from '../product/AnchorBar.tsx';
import { serverApi } from '../lib/api.server.ts';
import { skipRevalidationForQueryChanges } from '../lib/revalidation.ts';
import { pageGridSettings } from '../lib/gridSettings.ts';
import { pageMeta } from '../lib/meta.ts';
import { useStickyTopStyle } from '../lib/stickyOffset.ts';
import { idParam, notFound, rethrowAsNotFound } from '../lib/notFound.ts';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/brand.css';

// Featured products sit in a header-less strip: their settings never go into the address (domain grid URL rule).
const featuredGridSettings = { ShowHeader: false, ColumnCount: 6, GridType: 'grid' as const };
// The Latest, Desktop Computers and Popular sliders, like the home page's strips (spec 1 §9: 6 per view, 4 s).
const sliderGridSettings: Partial<GridSettings> = { ShowHeader: false, ShowAsSlider: true, GridType: 'grid' };

/** The anchor bar's words, in the spec's order (spec 2 §2). */
const sectionLabels: Record<BrandSection, string> = {
  explore: 'Explore',
  featured: 'Featured',
  latest: 'Latest Items',
  builds: 'Builds',
  promotions: 'Promotions',
  popular: 'Popular Items',
  all: 'All Items',
  categories: 'Categories',
  content: 'Brand Content',
};
const sectionId = (section: BrandSection) => `brand-${section}`;

export const shouldRevalidate = skipRevalidationForQueryChanges;

export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const { client } = serverApi(args);
  const brand = await client
    .POST('/fetchBrand', { body: { manufacturerId: id }, signal: args.request.signal })
    .then(({ data }) => data.data)
    .catch(rethrowAsNotFound);
  if (!brand) notFound();
  return {
    brand,
    banners: sanitiseCmsBanners(brand.Banners ?? []),
    aboveGridHtml: sanitiseCmsHtml(brand.AboveGridHtml),
    belowGridHtml: sanitiseCmsHtml(brand.BelowGridHtml),
  };
}

export function meta(args: Route.MetaArgs) {
  const brand = args.loaderData?.brand;
  if (!brand) return pageMeta(args, {});
  return pageMeta(args, {
    title: brand.ManufacturerName,
    description: `Shop ${brand.ManufacturerName} parts and peripherals online, delivered Australia-wide.`,
    image: brand.LogoUrl ?? undefined,
    canonicalPath: brandPath(brand.ManufacturerId, brand.ManufacturerName),
  });
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { brand, banners, aboveGridHtml, belowGridHtml } = loaderData;
  const name = brand.ManufacturerName;
  const gridSettings = useMemo(() => pageGridSettings(brand), [brand]);
  const stickyTop = useStickyTopStyle();
  const categories = brand.Categories ?? [];
  const featured = brand.FeaturedProducts ?? [];
  const latest = brand.LatestItemList ?? [];
  const desktops = brand.DesktopComputers?.Items ?? [];
  const popular = brand.PopularItemList ?? [];
  const all = brand.ItemList ?? [];
  const sections = brandSections({
    categoryCount: categories.length,
    showCategories: brand.ShowCategories,
    showExploreCategories: brand.ShowExploreCategories,
    featuredCount: featured.length,
    showFeaturedProducts: brand.ShowFeaturedProducts,
    latestCount: latest.length,
    desktopCount: desktops.length,
    showDesktopComputers: brand.ShowDesktopComputers,
    promotionCount: banners.length,
    popularCount: popular.length,
    allCount: all.length,
    showProductGrid: brand.ShowProductGrid,
    hasContent: Boolean(aboveGridHtml || belowGridHtml),
  });
  const has = (section: BrandSection) => sections.includes(section);
  const placement = brandCategoryPlacement(categories.length, brand.ShowCategories, brand.ShowExploreCategories);
  // The Brand Content link goes to the first of the brand's HTML blocks the page has.
  const contentAnchor = aboveGridHtml ? 'above' : 'below';

  const categoryList = (
    <nav id={sectionId('categories')} aria-label={`${name} categories`} className="page-section brand-section">
      <h2>Categories</h2>
      <ul className="link-buttons">
        {categories.map((category) => (
          <li key={category.InventoryCategoryId}>
            <Link to={categoryPath(category.InventoryCategoryId, category.CategoryName)}>{category.CategoryName}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  // The slider is the region, named by the heading; a labelled section around it would repeat the landmark.
  const slider = (section: BrandSection, heading: string, items: typeof latest) => (
    <div id={sectionId(section)} className="page-section brand-section">
      <h2>{heading}</h2>
      <ProductGrid items={items} label={heading} gridSettings={sliderGridSettings} gridId={sectionId(section)} />
    </div>
  );

  return (
    <article className="brand-page" style={stickyTop}>
      <Breadcrumbs trail={[{ label: name }]} />
      <header className="brand-header">
        {brand.LogoUrl ? <img src={brand.LogoUrl} alt={`${name} logo`} width={96} height={96} /> : null}
        <div>
          <h1 className="page-heading">{name}</h1>
          {/* The optional generated header (spec 2 §2); its words are designed. */}
          {brand.ShowGeneratedHeader && all.length > 0 ? (
            <p className="brand-header__summary">
              {categories.length > 1 ? `${name} in ${categories.length} categories, ` : ''}delivered Australia-wide or collected from our WA and VIC stores.
            </p>
          ) : null}
        </div>
      </header>
      {sections.length > 1 ? <AnchorBar anchors={sections.map((section) => ({ id: section === 'content' ? `brand-content-${contentAnchor}` : sectionId(section), label: sectionLabels[section] }))} /> : null}
      {aboveGridHtml ? (
        <div id="brand-content-above" className="brand-section">
          <CmsHtml html={aboveGridHtml} className="page-section" />
        </div>
      ) : null}
      {placement === 'top' ? categoryList : null}
      {has('explore') ? (
        <section id={sectionId('explore')} className="page-section brand-section" aria-labelledby="brand-explore-heading">
          <h2 id="brand-explore-heading">Explore {name}</h2>
          <CategoryCarousel categories={categories} ownerName={name} />
        </section>
      ) : null}
      {has('featured') ? (
        <section id={sectionId('featured')} className="page-section brand-section" aria-labelledby="brand-featured-heading">
          <h2 id="brand-featured-heading">Featured</h2>
          <ProductGrid items={featured} label={`Featured ${name} products`} gridSettings={featuredGridSettings} gridId="brand-featured" />
        </section>
      ) : null}
      {has('promotions') ? (
        <section id={sectionId('promotions')} className="page-section brand-section" aria-labelledby="brand-promotions-heading">
          <h2 id="brand-promotions-heading">Promotions</h2>
          <StoreBanners banners={banners} label={`${name} promotions`} />
        </section>
      ) : null}
      {has('latest') ? slider('latest', 'Latest Items', latest) : null}
      {has('builds') ? slider('builds', `Desktop Computers with ${name} components`, desktops) : null}
      {has('popular') ? slider('popular', 'Popular Items', popular) : null}
      {has('all') ? (
        <section id={sectionId('all')} className="page-section brand-section" aria-labelledby="brand-all-heading">
          <h2 id="brand-all-heading">All {name} products</h2>
          <ProductGrid items={all} label={`All ${name} products`} gridSettings={gridSettings} />
        </section>
      ) : null}
      {placement === 'bottom' ? categoryList : null}
      {belowGridHtml ? (
        <div id="brand-content-below" className="brand-section">
          <CmsHtml html={belowGridHtml} className="page-section" />
        </div>
      ) : null}
    </article>
  );
}
