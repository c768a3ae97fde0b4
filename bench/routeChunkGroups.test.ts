// The storefront build's route-shaped chunks (storefront/routeChunkGroups.ts), whose effect bench/routes.bench.ts
// measures: the usage map read from a first build's chunks and the merge plan made from it.
import { describe, expect, it } from 'vitest';
import { planRouteChunks, routeUsageOf, type RouteUsage } from '../storefront/routeChunkGroups.ts';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], modules: Record<string, number>) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
  modules: Object.fromEntries(Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength, code: null }])),
});

describe('routeUsageOf', () => {
  it('gives each rendered module the routes whose chunk closure holds it, tree-shaken modules left out', () => {
    const usage = routeUsageOf({
      'a.js': chunk('a.js', '/s/app/routes/category.tsx?__react-router-build-client-route', ['shared.js'], { '/s/app/routes/category.tsx': 10 }),
      'b.js': chunk('b.js', '/s/app/routes/home.tsx', ['shared.js'], { '/s/app/routes/home.tsx': 10 }),
      'shared.js': chunk('shared.js', null, ['deep.js'], { '/p/grid.ts': 100, '/p/index.ts': 0 }),
      'deep.js': chunk('deep.js', null, [], { '/p/format.ts': 20 }),
      'lazy.js': chunk('lazy.js', '/p/Lazy.tsx', [], { '/p/Lazy.tsx': 50 }),
      'style.css': { type: 'asset' as const },
    });
    expect(usage['/p/grid.ts']?.routes).toEqual(['category', 'home']);
    expect(usage['/p/format.ts']?.routes).toEqual(['category', 'home']);
    expect(usage['/s/app/routes/home.tsx']?.routes).toEqual(['home']);
    expect(usage['/p/index.ts']).toBeUndefined();
    expect(usage['/p/Lazy.tsx']).toBeUndefined();
  });
});

describe('planRouteChunks', () => {
  const cost = { gzipRatio: 1, fileBytes: 400, maxRouteCost: 300 };

  it('merges a small set into a chunk most of its routes load, and leaves a large one apart', () => {
    const usage: RouteUsage = {
      '/grid.ts': { routes: ['brand', 'category', 'home'], size: 5000 },
      '/chips.ts': { routes: ['brand', 'category'], size: 100 },
      '/checkout.ts': { routes: ['cart', 'checkout'], size: 5000 },
    };
    const plan = planRouteChunks(usage, cost);
    expect(plan.get('/chips.ts')).toBe(plan.get('/grid.ts'));
    expect(plan.get('/checkout.ts')).not.toBe(plan.get('/grid.ts'));
  });

  it('makes no merge that costs one route more than maxRouteCost, and keeps one route\'s and the shell\'s modules out', () => {
    const usage: RouteUsage = {
      '/grid.ts': { routes: ['brand', 'category', 'home'], size: 5000 },
      '/chips.ts': { routes: ['brand', 'category'], size: 350 },
      '/own.ts': { routes: ['category'], size: 2000 },
      '/header.ts': { routes: ['category', 'home', 'root'], size: 100 },
    };
    const plan = planRouteChunks(usage, cost);
    expect(plan.get('/chips.ts')).not.toBe(plan.get('/grid.ts'));
    expect(plan.has('/own.ts')).toBe(false);
    expect(plan.has('/header.ts')).toBe(false);
  });
});
