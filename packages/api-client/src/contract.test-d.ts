// Type tests against the generated contract (src/generated/schema.ts): the default `paths` of the client.
import { describe, expectTypeOf, it } from 'vitest';
import { createRigkitClient, type RigkitClient } from './createRigkitClient.ts';
import type { components, paths } from './generated/schema.ts';
import type { IsAccepted } from './testing/isAccepted.ts';

const client = createRigkitClient();

type InitOf<Arguments extends unknown[]> = NonNullable<Arguments[1]>;
type GridInit = InitOf<Parameters<typeof client.POST<'/getItemGrid'>>>;
type LoginInit = InitOf<Parameters<typeof client.POST<'/session/webAuth'>>>;
// GridSettings in the contract requires these three (spec 1 §9 gives their defaults).
type GridLayout = { ColumnCount: 6; SliderSlideCount: 6; SliderSlideCountMobile: 1 };
type GridAnswer = Awaited<ReturnType<typeof client.POST<'/getItemGrid'>>>['data'];

describe('the client over the generated contract', () => {
  it('defaults to the contract paths', () => {
    expectTypeOf(client).toEqualTypeOf<RigkitClient<paths>>();
  });

  it('knows the documented paths, with their exact case, and no others', () => {
    expectTypeOf<'/getItemGrid' | '/BannerActiveTrack' | '/session/webAuth'>().toExtend<Parameters<typeof client.POST>[0]>();
    expectTypeOf<'/cc/getItemGrid' | '/fetchSoftware/{id}'>().toExtend<Parameters<typeof client.GET>[0]>();
    expectTypeOf<'/bannerActiveTrack'>().not.toExtend<Parameters<typeof client.POST>[0]>();
    expectTypeOf<'/getItemGrids'>().not.toExtend<Parameters<typeof client.POST>[0]>();
    expectTypeOf<'/getItemGrid'>().not.toExtend<Parameters<typeof client.GET>[0]>();
  });

  it('types the getItemGrid body by GridRequest and rejects a misspelt field', () => {
    expectTypeOf<IsAccepted<{ body: GridLayout & { InventoryCategoryId: 1250; SortType: 'price' } }, GridInit>>().toEqualTypeOf<true>();
    expectTypeOf<IsAccepted<{ body: GridLayout & { InventoryCategoryID: 1250 } }, GridInit>>().toEqualTypeOf<false>();
    expectTypeOf<IsAccepted<{ body: GridLayout & { SortType: 'cheapest' } }, GridInit>>().toEqualTypeOf<false>();
  });

  it('asks for no session header: the client adds it', () => {
    expectTypeOf<IsAccepted<{ body: { username: 'a@b.au'; password: 'x' } }, LoginInit>>().toEqualTypeOf<true>();
    expectTypeOf<IsAccepted<{ body: { Username: 'a@b.au'; password: 'x' } }, LoginInit>>().toEqualTypeOf<false>();
  });

  it('types the getItemGrid answer as the envelope around a GridResponse', () => {
    expectTypeOf<GridAnswer>().toHaveProperty('success').toEqualTypeOf<boolean>();
    expectTypeOf<NonNullable<GridAnswer['data']>>().toExtend<components['schemas']['GridResponse']>();
    expectTypeOf<components['schemas']['GridResponse']>().not.toHaveProperty('items');
  });
});
