// /:pageName/* (spec 3 §2.1): a content page looked up by its address with lookupWebpage. A private page shows the
// login form to a visitor who is not logged in (the API refuses it with 401) and itself after the login; an address
// no page has is the 404 page. The page's HTML is the CMS's, cleaned on the server (issue 6 item 5); its widget slots
// become the widgets they name (lib/cmsWidgets.ts, issue 19 item 8).
import type { Route } from './+types/content-page';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CmsHtml } from '../components/CmsHtml.tsx';
import { CmsWidget } from '../components/CmsWidget.tsx';
import { LoginRequired } from '../components/LoginRequired.tsx';
import { apiErrorStatus, rethrowAsErrorPage } from '../lib/apiErrors.ts';
import { serverApi } from '../lib/api.server.ts';
import { sanitiseCmsHtml } from '../lib/cms.server.ts';
import { splitCmsWidgets } from '../lib/cmsWidgets.ts';
import { loadCmsWidgetData } from '../lib/cmsWidgets.server.ts';
import { pageMeta, plainText } from '../lib/meta.ts';
import { notFound } from '../lib/notFound.ts';
import { pageUrl } from '../lib/requestUrl.ts';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/content.css';

function pagePath(request: Request): string {
  const path = pageUrl(request).pathname.replace(/\/+$/, '');
  try {
    return decodeURIComponent(path);
  } catch {
    notFound();
  }
}

export async function loader(args: Route.LoaderArgs) {
  const { client } = serverApi(args);
  const path = pagePath(args.request);
  try {
    const { data } = await client.POST('/lookupWebpage', { body: { pageUrl: path }, signal: args.request.signal });
    const page = data.data;
    if (!page) notFound();
    const segments = splitCmsWidgets(sanitiseCmsHtml(page.HtmlText));
    return { requiresLogin: false as const, page, segments, widgetData: await loadCmsWidgetData(client, segments, args.request.signal) };
  } catch (error) {
    // spec 3 §2.1: "private pages show the login form to logged-out users".
    if (apiErrorStatus(error) === 401) return { requiresLogin: true as const };
    rethrowAsErrorPage(error);
  }
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  if (!data?.requiresLogin && data?.page) {
    const { page } = data;
    return pageMeta(args, {
      title: page.PageTitle,
      description: page.MetaDescription ?? plainText(page.HtmlText),
      image: page.PreviewImageUrl ?? undefined,
      canonicalPath: page.PageUrl,
    });
  }
  return pageMeta(args, { title: 'Login', description: 'Log in to see this page.' });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.requiresLogin) return <LoginRequired />;
  const { page, segments, widgetData } = loaderData;
  const title = page.PageTitle;
  return (
    <article className="content-page">
      <Breadcrumbs trail={[{ label: title }]} />
      <h1 className="page-heading">{title}</h1>
      {segments.map((segment, index) =>
        segment.kind === 'html' ? (
          <CmsHtml key={index} html={segment.html} className="content-page__html" />
        ) : (
          <CmsWidget key={index} name={segment.name} options={segment.options} data={widgetData} />
        ),
      )}
    </article>
  );
}
