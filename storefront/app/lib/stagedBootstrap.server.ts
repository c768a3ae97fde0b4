// React Router's bootstrap module imports the manifest and every route module statically, so the browser evaluates
// React DOM, React Router and all of the page's own modules in one task: 55 to 73 ms at 4x CPU on the home and
// category pages, the one task left over 50 ms after the first paint in a trace of either (Lighthouse counts what a
// task takes beyond 50 ms as blocking time). Staged, the framework chunk is evaluated in a task of its own, then the
// manifest and the route modules in the next, and the client entry starts as before. The modules, their order and
// window.__reactRouterRouteModules are unchanged; a bootstrap of any other shape is kept as it is.

const sideEffectImport = /^import "([^"]+)";$/;
const namespaceImport = /^import \* as (\w+) from "([^"]+)";$/;
const staticImportStatement = /^\s*import[\s{*"]/;

/** The bootstrap module's text, staged; `frameworkHref` is the chunk of React and React Router, when known. */
export function stagedBootstrap(module: string, frameworkHref: string | undefined): string {
  const sideEffects: string[] = [];
  const namespaces: { name: string; href: string }[] = [];
  const rest: string[] = [];
  for (const line of module.split('\n')) {
    const sideEffect = sideEffectImport.exec(line.trim());
    const namespace = namespaceImport.exec(line.trim());
    if (sideEffect?.[1]) sideEffects.push(sideEffect[1]);
    else if (namespace?.[1] && namespace[2]) namespaces.push({ name: namespace[1], href: namespace[2] });
    else rest.push(line);
  }
  if (namespaces.length === 0 || rest.some((line) => staticImportStatement.test(line))) return module;
  const load = (href: string) => `import(${JSON.stringify(href)})`;
  return [
    'const nextTask=()=>new Promise((resolve)=>setTimeout(resolve,0));',
    ...(frameworkHref ? [`await ${load(frameworkHref)};`, 'await nextTask();'] : []),
    ...sideEffects.map((href) => `await ${load(href)};`),
    `const [${namespaces.map(({ name }) => name).join(',')}]=await Promise.all([${namespaces.map(({ href }) => load(href)).join(',')}]);`,
    'await nextTask();',
    ...rest,
  ].join('\n');
}
