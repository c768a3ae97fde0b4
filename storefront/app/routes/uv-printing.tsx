// /UVPrinting (the UV print product line, where the cart's UV print line links) and /CustomUVPrinting (the
// learn-more page), spec 2 §2. Designed: the spec names the pages only; both explain the service, link to the
// designer and list the featured designs guests may open (spec 2 §6). /UVPrinting also shows the store's CMS page
// of that address (its title and text), so the product-line page stays editable.
import { SafeHtml } from '@rigkit/react/SafeHtml';
import { useLocation } from 'react-router';
import type { Route } from './+types/uv-printing';
import { serverApi } from '../lib/api.server.ts';
import { sanitiseCmsHtml } from '../lib/cms.server.ts';
import { pageMeta } from '../lib/meta.ts';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/content.css';

const isLearnMorePath = (pathname: string) => pathname.toLowerCase().startsWith('/customuvprinting');

export async function loader(args: Route.LoaderArgs) {
  const { client } = serverApi(args);
  const signal = args.request.signal;
  const [featured, page] = await Promise.all([
    client
      .GET('/fetchFeaturedUvPrintDesigns', { signal })
      .then(({ data }) => data.data ?? [])
      .catch(() => []),
    isLearnMorePath(new URL(args.request.url).pathname)
      ? null
      : client.POST('/lookupWebpage', { body: { pageUrl: '/UVPrinting' }, signal }).then(({ data }) => data.data ?? null, () => null),
  ]);
  return { featured, title: page?.PageTitle ?? null, html: sanitiseCmsHtml(page?.HtmlText) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.title ?? 'UV Printing' });
}

export default function UvPrintingPage({ loaderData }: Route.ComponentProps) {
  const isLearnMore = isLearnMorePath(useLocation().pathname);
  return (
    <section data-page="uv-printing">
      <h1>{isLearnMore ? 'Custom UV printing' : (loaderData.title ?? 'UV Printing')}</h1>
      <SafeHtml html={loaderData.html} className="content-page__html" />
      <p>Your own artwork, UV printed onto your case panels (left, right, top or front) or a mousepad, before it ships.</p>
      {isLearnMore ? (
        <>
          <h2>How it works</h2>
          <ol>
            <li>Choose a case with printable panels, then open the designer from its build page or from here.</li>
            <li>Upload your artwork (png, jpeg or bmp, up to 30 MB) or pick from the PLE Artwork library.</li>
            <li>Place it on each panel; the designer tells you when an image is too small to print sharp.</li>
            <li>Save your design and add it to your cart. Each printed panel is one UV panel print.</li>
          </ol>
        </>
      ) : null}
      <p>
        <a href="/UvPrintDesigner">Open the UV print designer</a>
        {isLearnMore ? null : (
          <>
            {' · '}
            <a href="/CustomUVPrinting">Learn more about UV printing</a>
          </>
        )}
      </p>
      {loaderData.featured.length > 0 ? (
        <section aria-labelledby="uv-featured-heading">
          <h2 id="uv-featured-heading">Featured designs</h2>
          <ul>
            {loaderData.featured.map((design) => (
              <li key={design.UvPrintDesignCode}>
                <a href={`/UvPrintDesigner/${design.InventoryItemId ?? ''}/${design.UvPrintDesignCode}`}>{design.UvPrintDesignName}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
