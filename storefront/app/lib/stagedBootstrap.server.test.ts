import { describe, expect, it } from 'vitest';
import { stagedBootstrap } from './stagedBootstrap.server.ts';

// React Router 8's bootstrap module for a category page, as <Scripts> renders it.
const bootstrap = [
  'import "/assets/manifest-a210adde.js";',
  'import * as route0 from "/assets/root-BT26rBNM.js";',
  'import * as route1 from "/assets/category-eV5tTdtL.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/category":route1};',
  '',
  'import("/assets/entry.client-DgjNkGcq.js");',
].join('\n');

// Runs a staged module's text with stand-ins for import() and setTimeout, recording what happens in which task.
async function run(module: string) {
  const log: string[] = [];
  const namespaces: Record<string, unknown> = {};
  let task = 0;
  const load = (href: string) => {
    log.push(`task ${task}: evaluate ${href}`);
    return Promise.resolve((namespaces[href] ??= { href }));
  };
  const setTimeoutStandIn = (resolve: () => void) => {
    task += 1;
    resolve();
  };
  const window: { __reactRouterRouteModules?: unknown } = {};
  const body = module.replaceAll('import(', 'load(');
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
  await new AsyncFunction('load', 'setTimeout', 'window', body)(load, setTimeoutStandIn, window);
  return { log, routeModules: window.__reactRouterRouteModules };
}

describe('stagedBootstrap', () => {
  it('evaluates the framework, then the manifest and route modules, then the client entry, each in a task of its own', async () => {
    const { log, routeModules } = await run(stagedBootstrap(bootstrap, '/assets/framework-CAgVsA2B.js'));
    expect(log).toEqual([
      'task 0: evaluate /assets/framework-CAgVsA2B.js',
      'task 1: evaluate /assets/manifest-a210adde.js',
      'task 1: evaluate /assets/root-BT26rBNM.js',
      'task 1: evaluate /assets/category-eV5tTdtL.js',
      'task 2: evaluate /assets/entry.client-DgjNkGcq.js',
    ]);
    expect(routeModules).toEqual({ root: { href: '/assets/root-BT26rBNM.js' }, 'routes/category': { href: '/assets/category-eV5tTdtL.js' } });
  });

  it('still stages the route modules when the framework chunk is not known', async () => {
    const { log } = await run(stagedBootstrap(bootstrap, undefined));
    expect(log[0]).toBe('task 0: evaluate /assets/manifest-a210adde.js');
    expect(log.at(-1)).toBe('task 1: evaluate /assets/entry.client-DgjNkGcq.js');
  });

  it('keeps a bootstrap of another shape as it is', () => {
    const other = 'import { hydrate } from "/assets/x.js";\nimport * as route0 from "/assets/root.js";\nhydrate(route0);';
    expect(stagedBootstrap(other, '/assets/framework.js')).toBe(other);
    expect(stagedBootstrap('import("/assets/entry.client.js");', '/assets/framework.js')).toBe('import("/assets/entry.client.js");');
  });
});
