import { describe, expect, it } from 'vitest';
import { customBuildConfigurationPath } from './variant.ts';

describe('a product address with a kit configuration id (spec 2 §2 routes)', () => {
  it.each([
    ['a custom build with an id opens the build page on it', 'customBuild', 'Ab12Cd34Ef', '/products/700001/build/Ab12Cd34Ef'],
    ['an id is encoded into the path', 'customBuild', 'a b', '/products/700001/build/a%20b'],
    ['a custom build without an id opens the build page at its defaults', 'customBuild', null, '/Products/700001/Build'],
    ['a kit keeps its kit page', 'kit', 'Ab12Cd34Ef', null],
    ['a prebuilt keeps its page', 'prebuilt', 'Ab12Cd34Ef', null],
  ] as const)('%s', (_title, layout, kitConfigId, path) => {
    expect(customBuildConfigurationPath(layout, 700001, kitConfigId)).toBe(path);
  });

  it('keeps a custom build with nothing to configure on its product page (its build page sends it back)', () => {
    expect(customBuildConfigurationPath('customBuild', 700001, null, false)).toBeNull();
  });
});
