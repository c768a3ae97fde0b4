import { describe, expect, it } from 'vitest';
import { partsSpecification, prebuiltSpecification } from './pcSpecification.ts';

describe('PC specifications', () => {
  const part = (primaryCategoryId: number, model: string, attributes: [string, string][] = []) => ({ primaryCategoryId, model, attributes: attributes.map(([Key, Value]) => ({ Key, Value })) });

  it('reads a prebuilt desktop from its CPU, Graphics Card and Memory attributes', () => {
    const desktop = part(595, 'Pro 5070 412', [['CPU', 'Ryzen 7 7800X'], ['Graphics Card', 'GeForce RTX 5070'], ['Memory', '32GB DDR5']]);
    expect(prebuiltSpecification(desktop)).toEqual({ CPU: 'Ryzen 7 7800X', 'Graphics Card': 'GeForce RTX 5070', Memory: '32GB DDR5' });
    expect(prebuiltSpecification(part(114, 'Desk Mat'))).toBeNull();
  });

  it('adds up memory kits in a parts list and takes the chip of the graphics card', () => {
    const parts = [
      part(101, 'Ryzen 7 9700X'),
      part(105, 'GeForce RTX 5080 TUF 16GB', [['Chip', 'GeForce RTX 5080']]),
      part(104, 'Vengeance DDR5-6000 32GB', [['Capacity', '32GB']]),
      part(104, 'Vengeance DDR5-6000 32GB', [['Capacity', '32GB']]),
    ];
    expect(partsSpecification(parts)).toEqual({ CPU: 'Ryzen 7 9700X', 'Graphics Card': 'GeForce RTX 5080', Memory: '64GB' });
  });
});
