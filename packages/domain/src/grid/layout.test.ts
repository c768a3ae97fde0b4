import { describe, expect, it } from 'vitest';
import { gridColumnCount, sliderSlideCount, viewportBand } from './columns.ts';
import { compatibilityGridColumns } from '../software/compatibilityGrid.ts';
import { compactListColumns, normalizeGridType, tileImageSize } from './layout.ts';

describe('layouts (spec 1 §2, §9)', () => {
  it.each([
    ['legacy', 'compactlist'],
    ['compactlist', 'compactlist'],
    ['featurelist', 'featurelist'],
    ['largegrid', 'largegrid'],
    ['build', 'build'],
    ['mosaic', 'grid'],
    [null, 'grid'],
  ])('grid type %s shows as %s', (value, layout) => {
    expect(normalizeGridType(value)).toBe(layout);
  });

  it.each([
    ['grid', 350],
    ['compactlist', 50],
    ['featurelist', 200],
    ['largegrid', 750],
    ['slider', 350],
    ['legacy', 200],
    ['build', 350],
  ] as const)('%s tiles ask for %i px images', (layout, size) => {
    expect(tileImageSize(layout)).toBe(size);
  });

  it('lists the compact-list columns, Normal Price only when present', () => {
    expect(compactListColumns([{ NormalPrice: null }])).toEqual(['Image', 'Description', 'Model', 'Price']);
    expect(compactListColumns([{ NormalPrice: null }, { NormalPrice: 120 }])).toEqual([
      'Image',
      'Description',
      'Model',
      'Normal Price',
      'Price',
    ]);
  });
});

describe('column and slider counts (spec 1 §9)', () => {
  it.each([
    [1920, 6],
    [900, 6],
    [899, 2],
    [375, 2],
  ])('at %i px the grid has %i columns', (width, columns) => {
    expect(gridColumnCount(width)).toBe(columns);
  });

  it('keeps a configured ColumnCount on desktop only', () => {
    expect([gridColumnCount(1200, 4), gridColumnCount(800, 4)]).toEqual([4, 2]);
  });

  it.each([
    [1920, 6],
    [1500, 5],
    [1300, 4],
    [1100, 3],
    [950, 2],
    [899, 1],
    [375, 1],
  ])('at %i px the slider shows %i items per page', (width, slides) => {
    expect(sliderSlideCount(width)).toBe(slides);
  });

  it('never shows more slides than SliderSlideCount, and uses SliderSlideCountMobile under 900 px', () => {
    expect([sliderSlideCount(1920, 4), sliderSlideCount(1100, 4), sliderSlideCount(600, 4, 2)]).toEqual([4, 3, 2]);
  });

  it.each([
    [375, 0],
    [412, 0],
    [899, 0],
    [900, 900],
    [1100, 1050],
    [1280, 1200],
    [1920, 1600],
  ])('puts %i px in the band starting at %i px', (width, band) => {
    expect(viewportBand(width)).toBe(band);
  });

  it('lays out every width like the start of its band, so following the band loses no layout change', () => {
    for (let width = 300; width <= 2000; width += 1) {
      const band = viewportBand(width);
      expect([gridColumnCount(band), sliderSlideCount(band), sliderSlideCount(band, 4, 2), compatibilityGridColumns(band)]).toEqual([
        gridColumnCount(width),
        sliderSlideCount(width),
        sliderSlideCount(width, 4, 2),
        compatibilityGridColumns(width),
      ]);
    }
  });
});
