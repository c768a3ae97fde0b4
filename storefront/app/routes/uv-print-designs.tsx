// /UvPrintDesigns (spec 2 §2 "Design management", §6; issue 20 G4): private. A customer sees their designs with edit
// (the designer) and delete; everyone sees the store's featured designs. Designed: a guest gets the featured designs
// and the login form on the same page (the spec lets guests view featured designs, and keeps the list private).
import { RigkitApiError } from '@rigkit/api-client';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/uv-print-designs';
import { LoginPanel } from '../components/LoginPanel.tsx';
import { browserApi } from '../lib/api.client.ts';
import { serverApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageUrl } from '../lib/requestUrl.ts';
import { shopperSession } from '../lib/session.server.ts';
import { DesignList, FeaturedDesigns } from '../uvPrint/DesignList.tsx';
import { designListMessages as text } from '../uvPrint/designListMessages.ts';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/uv-print-designs.css';

export async function loader(args: Route.LoaderArgs) {
  const { client } = serverApi(args);
  const signal = args.request.signal;
  const featured = client
    .GET('/fetchFeaturedUvPrintDesigns', { signal })
    .then(({ data }) => data.data ?? [])
    .catch(() => []);
  const origin = pageUrl(args.request).origin;
  const isLoggedIn = (await shopperSession(args))?.CustomerSessionPreferences.IsLoggedIn ?? false;
  if (!isLoggedIn) return { isLoggedIn: false as const, designs: [], loadFailed: false, featured: await featured, origin };
  try {
    const { data } = await client.GET('/fetchUvPrintDesigns', { signal });
    return { isLoggedIn: true as const, designs: data.data ?? [], loadFailed: false, featured: await featured, origin };
  } catch (error) {
    if (!(error instanceof RigkitApiError)) throw error;
    return { isLoggedIn: true as const, designs: [], loadFailed: true, featured: await featured, origin };
  }
}

export function meta(args: Route.MetaArgs) {
  return [...pageMeta(args, { title: text.title }).filter((tag) => !('name' in tag && tag['name'] === 'robots')), { name: 'robots', content: 'noindex' }];
}

export default function UvPrintDesigns({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <section data-page="uv-print-designs" className="page uv-print-designs">
      <h1>{text.title}</h1>
      {loaderData.isLoggedIn ? (
        loaderData.loadFailed ? (
          <p role="alert">{text.loadFailed}</p>
        ) : (
          <DesignList
            designs={loaderData.designs}
            origin={loaderData.origin}
            onDelete={async (design) => {
              await browserApi().POST('/deleteUvPrintConfig', { body: { UvInventoryItemId: design.InventoryItemId ?? 0, KeyStringId: design.UvPrintDesignCode } });
              await revalidator.revalidate();
            }}
          />
        )
      ) : (
        <section data-part="log-in" aria-labelledby="uv-designs-login-heading">
          <h2 id="uv-designs-login-heading">{text.myDesigns}</h2>
          <p className="notice">{text.logInToManage}</p>
          <LoginPanel
            onLoggedIn={async () => {
              await revalidator.revalidate();
            }}
          />
        </section>
      )}
      <FeaturedDesigns designs={loaderData.featured} />
    </section>
  );
}
