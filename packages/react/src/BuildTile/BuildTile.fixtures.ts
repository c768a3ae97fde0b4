// Builds for the tile's tests and stories: the shared mock custom build and prebuilt, with the component attributes
// the shared fixtures lack (spec 1 §9 icon categories).
import type { components } from '@rigkit/api-client';
import { customBuild, prebuiltPc } from '@rigkit/api-client/mocks';

type TileItem = components['schemas']['ItemTile'];

const parts = (pairs: [string, string][]) => pairs.map(([Key, Value], index) => ({ Key, Value, SortOrder: index + 1 }));

/** The mock custom build (Core PC colours Black/White +$49, RTX 5070 / 5070 Ti +$350) with its key components. */
export const buildTileItem: TileItem = {
  ...customBuild,
  Attributes: parts([
    ['CPU', 'AMD Ryzen 7 9800X3D'],
    ['CPU Cooler', '360mm AIO Liquid'],
    ['Motherboard', 'B850 AM5 ATX'],
    ['Memory', '32GB DDR5 6000'],
    ['Graphics Card', 'GeForce RTX 5070 12GB'],
    ['OS Drive', '2TB NVMe Gen4 SSD'],
    ['Case', 'Lian Li O11 Vision'],
    ['Operating System', 'Windows 11 Home'],
  ]),
};

/** The mock prebuilt (in stock, no pickers) with its key components. */
export const prebuiltBuildTileItem: TileItem = {
  ...prebuiltPc,
  Attributes: parts([
    ['Base PC', 'Rigkit Pro'],
    ['CPU', 'AMD Ryzen 7 9800X3D'],
    ['Memory', '32GB DDR5'],
    ['Graphics Card', 'GeForce RTX 5070 12GB'],
    ['Storage Drive', 'None'],
  ]),
};
