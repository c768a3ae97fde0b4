// The address the shopper asked for. React Router's client navigations fetch loader data from `{path}.data`
// (with a `_routes` parameter); rules that compare addresses (canonical product URL) must see the page's path.
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, '');
  if (url.pathname === '/_root') url.pathname = '/';
  url.searchParams.delete('_routes');
  return url;
}
