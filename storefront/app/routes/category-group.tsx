// /CategoryGroups/{categoryGroupId}/{categoryGroupName?} (spec 2 §2): the group's categories and their children.
import type { Route } from './+types/category-group';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { serverApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { categoryGroupPath, categoryPath } from '@rigkit/domain/paths';
import { idParam, notFound, rethrowAsNotFound } from '../lib/notFound.ts';

export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const { client } = serverApi(args);
  const group = await client
    .POST('/fetchCategoryGroup', { body: { categoryGroupId: id }, signal: args.request.signal })
    .then(({ data }) => data.data)
    .catch(rethrowAsNotFound);
  if (!group) notFound();
  return { group };
}

export function meta(args: Route.MetaArgs) {
  const group = args.loaderData?.group;
  if (!group) return pageMeta(args, {});
  return pageMeta(args, {
    title: group.CategoryGroupName,
    description: `${group.CategoryGroupName}: ${(group.Categories ?? []).map((category) => category.CategoryName).join(', ')}.`,
    canonicalPath: categoryGroupPath(group.InventoryCategoryGroupId, group.CategoryGroupName),
  });
}

export default function CategoryGroupPage({ loaderData }: Route.ComponentProps) {
  const { group } = loaderData;
  // A group of one parent category (PC Components → All Components) shows that parent's children directly.
  const categories = group.Categories ?? [];
  const shown = categories.length === 1 && (categories[0]?.ChildCategories ?? []).length > 0 ? (categories[0]?.ChildCategories ?? []) : categories;
  return (
    <section className="category-group-page">
      <Breadcrumbs trail={[{ label: group.CategoryGroupName }]} />
      <h1 className="page-heading">{group.CategoryGroupName}</h1>
      <ul className="category-cards">
        {shown.map((category) => (
          <li key={category.InventoryCategoryId}>
            <Link to={categoryPath(category.InventoryCategoryId, category.CategoryName)}>
              <span>{category.CategoryName}</span>
            </Link>
            {(category.ChildCategories ?? []).length > 0 ? (
              <ul className="link-buttons">
                {(category.ChildCategories ?? []).map((child) => (
                  <li key={child.InventoryCategoryId}>
                    <Link to={categoryPath(child.InventoryCategoryId, child.CategoryName)}>{child.CategoryName}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
