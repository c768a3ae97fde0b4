// The panel chooser's previews (issue 20 item 4): each panel's images drawn small, in layer order, inside its area.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UvPanelPreview } from './UvPanelPreview.tsx';

const panel = { PanelName: 'L', PrintableAreaPixels: { X: 75, Y: 100, Width: 600, Height: 550 } };
const image = (id: number, order: number, url: string) => ({ id, order, url, name: url, x: 100 + id * 10, y: 120, width: 200, height: 150, naturalWidth: 400, naturalHeight: 300 });

describe('UvPanelPreview', () => {
  it("draws the panel's images front-most last, at their canvas places, inside the printable area", () => {
    const { container } = render(<UvPanelPreview panel={panel} images={[image(1, 2, '/front.png'), image(0, 0, '/back.png'), image(2, 1, '/middle.png')]} size={80} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '80');
    expect(svg).toHaveAttribute('data-state', 'designed');
    expect([...container.querySelectorAll('image')].map((node) => node.getAttribute('href'))).toEqual(['/back.png', '/middle.png', '/front.png']);
    expect(container.querySelector('image[href="/front.png"]')).toHaveAttribute('x', '110');
    const area = container.querySelector('[data-part="panel-preview-area"]');
    expect([area?.getAttribute('x'), area?.getAttribute('y'), area?.getAttribute('width'), area?.getAttribute('height')]).toEqual(['75', '100', '600', '550']);
  });

  it('shows an empty panel as its bare printable area', () => {
    const { container } = render(<UvPanelPreview panel={panel} images={[]} />);
    expect(container.querySelector('svg')).toHaveAttribute('data-state', 'empty');
    expect(container.querySelectorAll('image')).toHaveLength(0);
  });
});
