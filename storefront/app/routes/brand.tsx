// /Brands/{ManufacturerId}/{ManufacturerName?} (spec 2 §2): brand header with logo, category buttons, featured
// products (padded by the server) and the brand's items in the grid.
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/brand';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CmsHtml } from '../components/CmsHtml.tsx';
import { sanitiseCmsHtml } from '../lib/cms.server.ts';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { serverApi } from '../lib/api.server.ts';
import { skipRevalidationForQueryChanges } from '../lib/revalidation.ts';
import { pageGridSettings } from '../lib/gridSettings.ts';
import { pageMeta } from '../lib/meta.ts';
import { brandPath, categoryPath } from '@rigkit/domain/paths';
import { idParam, notFound, rethrowAsNotFound } from '../lib/notFound.ts';

// Featured products sit in a header-less strip: their settings never go into the address (domain grid URL rule).
const featuredGridSettings = { ShowHeader: false, ColumnCount: 6, GridType: 'grid' as const };

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
  const { brand } = loaderData;
  const gridSettings = useMemo(() => pageGridSettings(brand), [brand]);
  return (
    <article className="brand-page">
      <Breadcrumbs trail={[{ label: brand.ManufacturerName }]} />
      <header className="brand-header">
        {brand.LogoUrl ? <img src={brand.LogoUrl} alt={`${brand.ManufacturerName} logo`} width={96} height={96} /> : null}
        <h1 className="page-heading">{brand.ManufacturerName}</h1>
      </header>
      {brand.ShowCategories && (brand.Categories ?? []).length > 0 ? (
        <nav aria-label={`${brand.ManufacturerName} categories`} className="page-section">
          <ul className="link-buttons">
            {(brand.Categories ?? []).map((category) => (
              <li key={category.InventoryCategoryId}>
                <Link to={categoryPath(category.InventoryCategoryId, category.CategoryName)}>{category.CategoryName}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <CmsHtml html={loaderData.aboveGridHtml} className="page-section" />
      {brand.ShowFeaturedProducts && (brand.FeaturedProducts ?? []).length > 0 ? (
        <section className="page-section" aria-labelledby="brand-featured">
          <h2 id="brand-featured">Featured</h2>
          <ProductGrid items={brand.FeaturedProducts ?? []} label={`Featured ${brand.ManufacturerName} products`} gridSettings={featuredGridSettings} gridId="brand-featured" />
        </section>
      ) : null}
      {brand.ShowProductGrid === false ? null : (
        <section className="page-section" aria-labelledby="brand-all">
          <h2 id="brand-all">All {brand.ManufacturerName} products</h2>
          <ProductGrid items={brand.ItemList ?? []} label={`All ${brand.ManufacturerName} products`} gridSettings={gridSettings} />
        </section>
      )}
      <CmsHtml html={loaderData.belowGridHtml} className="page-section" />
    </article>
  );
}
