// /Categories/{InventoryCategoryId}/{categoryName?}/{subCategoryName?}/{subSubCategoryName?} (spec 2 §2): the
// category's grid with its settings in the address, subcategory and brand buttons, HTML above and below.
import type { components } from '@rigkit/api-client';
import { useMemo } from 'react';
import { Link, redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/category';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CmsHtml } from '../components/CmsHtml.tsx';
import { DeferredCategoryCarousel } from '../components/DeferredCategoryCarousel.tsx';
import { sanitiseCmsHtml } from '../lib/cms.server.ts';
import { ProductSourceGrid } from '../components/ProductSourceGrid.tsx';
import { serverApi } from '../lib/api.server.ts';
import { fetchCategoryPage } from '../lib/categoryPage.server.ts';
import { gridFirstPage } from '../lib/gridFirstPage.server.ts';
import { categoryItemsPath, useGridSource } from '../lib/gridItems.ts';
import { pageShopper } from '../lib/session.server.ts';
import { loadGridCompatibility } from '../lib/gridCompatibility.ts';
import { skipRevalidationForQueryChanges } from '../lib/revalidation.ts';
import { pageGridSettings } from '../lib/gridSettings.ts';
import { pageMeta, plainText } from '../lib/meta.ts';
import { categoryRedirect, subcategoryChildColumns, subcategoryDisplay } from '@rigkit/domain/category';
import { brandPath, categoryPath } from '@rigkit/domain/paths';
import { idParam } from '../lib/notFound.ts';
import type { RootData } from '../root.tsx';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/category.css';

type Category = components['schemas']['Category'];

export const shouldRevalidate = skipRevalidationForQueryChanges;

export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const redirectTo = categoryRedirect(id);
  if (redirectTo) throw redirect(redirectTo);
  const { client } = serverApi(args);
  const [category, interestedGames] = await Promise.all([
    fetchCategoryPage(args, id),
    // The games chosen on /ChooseMyGamingPC, for the feature list's compatibility wheels on PCs (spec 1 §2, §3).
    // The session the root loader reads too: the storefront server answers one render's fetchSession calls once
    // (storefront/server/api.ts), so this costs no second call.
    pageShopper(args).then((shopper) => shopper.interestedGames),
  ]);
  const { ItemList: itemList, ...page } = category;
  const { Items: items = [], ...lists } = itemList ?? {};
  return {
    category: { ...page, ItemList: lists },
    // The HTML carries the first page of the grid the address asks for, not the whole category; the browser loads
    // the rest (routes/grid-items-category.tsx) when the shopper shows intent to change the view.
    grid: await gridFirstPage(args, items, pageGridSettings(category)),
    // Every PC of the category is rated: the shopper may filter to any of them.
    compatibility: await loadGridCompatibility(client, items, interestedGames, args.request.signal),
    aboveGridHtml: sanitiseCmsHtml(category.AboveGridHtml),
    belowGridHtml: sanitiseCmsHtml(category.BelowGridHtml),
  };
}

export function meta(args: Route.MetaArgs) {
  const category = args.loaderData?.category;
  if (!category) return pageMeta(args, {});
  return pageMeta(args, {
    title: category.CategoryName,
    description: plainText(category.AboveGridHtml) ?? `Shop ${category.CategoryName} online: prices in AUD, delivered Australia-wide or click and collect in WA and VIC.`,
    canonicalPath: categoryPath(category.InventoryCategoryId, category.CategoryName),
  });
}

function findCategory(list: readonly Category[], id: number): Category | undefined {
  for (const category of list) {
    if (category.InventoryCategoryId === id) return category;
    const found = findCategory(category.ChildCategories ?? [], id);
    if (found) return found;
  }
  return undefined;
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  const root = useRouteLoaderData<RootData>('root');
  const children = findCategory(root?.categoryTree ?? [], category.InventoryCategoryId)?.ChildCategories ?? [];
  const gridSettings = useMemo(() => pageGridSettings(category), [category]);
  const source = useGridSource(loaderData.grid, categoryItemsPath(category.InventoryCategoryId));
  const manufacturers = category.ItemList?.Manufacturers ?? [];
  const display = subcategoryDisplay(children.length, category.ShowSubCategories);
  return (
    <article className="category-page">
      <Breadcrumbs trail={[{ label: category.CategoryName }]} />
      {category.ShowCategoryName === false ? null : <h1 className="page-heading">{category.CategoryName}</h1>}
      <CmsHtml html={loaderData.aboveGridHtml} className="page-section" />
      {display === 'buttons' ? (
        <nav aria-label="Subcategories" className="page-section">
          <ul className="subcategory-buttons">
            {children.map((child) => (
              <li key={child.InventoryCategoryId}>
                <Link to={categoryPath(child.InventoryCategoryId, child.CategoryName)}>{child.CategoryName}</Link>
                {(child.ChildCategories ?? []).length > 0 ? (
                  <ul className="subcategory-children" aria-label={child.CategoryName} data-columns={subcategoryChildColumns((child.ChildCategories ?? []).length)}>
                    {(child.ChildCategories ?? []).map((grandchild) => (
                      <li key={grandchild.InventoryCategoryId}>
                        <Link to={categoryPath(grandchild.InventoryCategoryId, grandchild.CategoryName)}>{grandchild.CategoryName}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {display === 'carousel' ? (
        <DeferredCategoryCarousel className="page-section" categories={children} ownerName={category.CategoryName} />
      ) : null}
      {category.ShowManufacturerLinks && manufacturers.length > 0 ? (
        <nav aria-label="Brands" className="page-section">
          <ul className="link-buttons">
            {manufacturers.map((brand) => (
              <li key={brand.ManufacturerId}>
                <Link to={brandPath(brand.ManufacturerId, brand.ManufacturerName)}>{brand.ManufacturerName}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {category.ShowProductGrid === false ? null : (
        <ProductSourceGrid
          // Another category is another item list: a grid of its own, not the last category's loaded items.
          key={category.InventoryCategoryId}
          source={source}
          label={category.CategoryName}
          hiddenHeading={`${category.CategoryName} products`}
          gridSettings={gridSettings}
          categories={root?.categoryTree ?? []}
          compatibility={loaderData.compatibility}
        />
      )}
      <CmsHtml html={loaderData.belowGridHtml} className="page-section" />
    </article>
  );
}
