import { describe, expect, it } from 'vitest';
import { isDesktopWithBrandParts, type DesktopCandidate } from './brandPage.ts';

const desktops = 100;
const pc = (description: string, parts: string[], manufacturerId = 1): DesktopCandidate => ({
  categoryIds: [595, desktops],
  manufacturerId,
  description,
  attributes: parts.map((Value) => ({ Value })),
});
const gamingPc = pc('Rigkit Performance Gaming PC AMD Ryzen 7 9700X GeForce RTX 5070 32GB 2TB G105', ['Ryzen 7 9700X', 'GeForce RTX 5070', 'Lian Li Lancool 216 Black']);

describe("Desktop Computers with the brand's components (spec 2 §2)", () => {
  it.each([
    ['Lian Li, whose case it is built in', 26, 'Lian Li', true],
    ['NVIDIA, by its GeForce graphics card', 12, 'NVIDIA', true],
    ['AMD, by name and by its Ryzen CPU', 10, 'AMD', true],
    ['Intel, which has no part in it', 11, 'Intel', false],
    ['Fractal Design, another case maker', 27, 'Fractal Design', false],
    ['the house brand that made it', 1, 'Rigkit', true],
  ] as const)('a Ryzen + GeForce PC in a Lian Li case is listed for %s', (_title, id, name, expected) => {
    expect(isDesktopWithBrandParts(gamingPc, id, name, desktops)).toBe(expected);
  });

  it('matches whole words only: "Arctic" is not found in "Antarctic White"', () => {
    expect(isDesktopWithBrandParts(pc('Ember Systems Entry Gaming PC', ['Antarctic White case']), 31, 'Arctic', desktops)).toBe(false);
    expect(isDesktopWithBrandParts(pc('Ember Systems Entry Gaming PC', ['Arctic Liquid Freezer III 360']), 31, 'Arctic', desktops)).toBe(true);
  });

  it('lists only desktop computers, not a part that names the brand', () => {
    expect(isDesktopWithBrandParts({ ...gamingPc, categoryIds: [108] }, 26, 'Lian Li', desktops)).toBe(false);
  });
});
