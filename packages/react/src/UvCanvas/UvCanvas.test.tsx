import { Profiler, useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Konva from 'konva';
import { describe, expect, it, vi } from 'vitest';
import { UvCanvas } from './UvCanvas.tsx';
import type { UvCanvasImage, UvCanvasPanel } from './useUvCanvas.ts';

// A 450 x 460 mm left panel: its printable area on the 750 canvas (domain printableAreaForPanel).
const panel: UvCanvasPanel = { PanelName: 'L', PrintableAreaPixels: { X: 82, Y: 75, Width: 587, Height: 600 }, PrintableAreaPhysical: { WidthMM: 450, HeightMM: 460 } };
const kangaroo: UvCanvasImage = { id: 0, order: 0, x: 200, y: 200, width: 200, height: 150, url: '/kangaroo.png', name: 'kangaroo.png', naturalWidth: 4000, naturalHeight: 3000 };
const gum: UvCanvasImage = { id: 1, order: 1, x: 300, y: 300, width: 100, height: 100, url: '/gum.svg', name: 'Gum Leaves', naturalWidth: 3000, naturalHeight: 3000 };

function Harness({ initial = [kangaroo, gum], onChange, isDisabled }: { initial?: UvCanvasImage[]; onChange?: (images: UvCanvasImage[]) => void; isDisabled?: boolean }) {
  const [images, setImages] = useState(initial);
  return (
    <UvCanvas
      panel={panel}
      panelLabel="Left side"
      value={images}
      isDisabled={isDisabled}
      onChange={(next) => {
        setImages(next);
        onChange?.(next);
      }}
    />
  );
}

const konvaNode = (id: number) => {
  const stage = Konva.stages.at(-1);
  const node = stage?.findOne(`#uv-image-${id}`);
  if (!node) throw new Error(`no node ${id}`);
  return node;
};

describe('UvCanvas: the layers for screen readers', () => {
  it('describes every layer, front first, with its size, place and print resolution', () => {
    render(<Harness />);
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      'Layer 2 of 2: Gum Leaves, 100 by 100 pixels at 300, 300, 994 DPI',
      'Layer 1 of 2: kangaroo.png, 200 by 150 pixels at 200, 200, 663 DPI',
    ]);
    expect(screen.getByRole('group', { name: 'Design canvas, Left side' })).toHaveAccessibleDescription(/Tab selects the next image/);
    expect(screen.getByText('Print resolution good: 663 DPI')).toBeInTheDocument();
  });

  it('says so when the panel has no images', () => {
    render(<Harness initial={[]} />);
    expect(screen.getByText('No images on this panel yet.')).toBeInTheDocument();
    expect(screen.queryByText(/Print resolution/)).not.toBeInTheDocument();
  });

  it('warns under 150 DPI and errs under 100 DPI', () => {
    const { unmount } = render(<Harness initial={[{ ...kangaroo, naturalWidth: 700, naturalHeight: 525 }]} />);
    expect(screen.getByText('Print resolution low: 116 DPI (150 or more looks sharp)')).toBeInTheDocument();
    unmount();
    render(<Harness initial={[{ ...kangaroo, naturalWidth: 400, naturalHeight: 300 }]} />);
    expect(screen.getByText('Print resolution too low: 66 DPI (needs 100 or more)')).toBeInTheDocument();
    expect(screen.getByRole('list').closest('[data-rigkit="uv-canvas"]')).toHaveAttribute('data-preflight', 'error');
  });
});

describe('UvCanvas: the keyboard', () => {
  it('Tab cycles the images, arrows move the selected one (Shift by 10), clamped inside the printable area', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('group', { name: 'Design canvas, Left side' }));
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: /kangaroo\.png/ })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 0, x: 201, y: 200 }), gum]);
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 0, x: 201, y: 190 }), gum]);
    for (let step = 0; step < 20; step += 1) await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 0, y: 75 }), gum]);
    expect(screen.getByRole('status')).toHaveTextContent('kangaroo.png moved to 201, 75');
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: /Gum Leaves/ })).toHaveAttribute('aria-pressed', 'true');
    // Past the last image, Tab leaves the canvas: no keyboard trap.
    await user.keyboard('{Tab}');
    expect(screen.getByRole('group', { name: 'Design canvas, Left side' })).not.toHaveFocus();
  });

  it('Delete removes the selected image; + and - zoom it by 10', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('group', { name: 'Design canvas, Left side' }));
    await user.keyboard('{Tab}+');
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 0, width: 210, height: 157.5 }), gum]);
    await user.keyboard('--');
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 0, width: 190 }), gum]);
    await user.keyboard('{Delete}');
    expect(onChange).toHaveBeenLastCalledWith([gum]);
    expect(screen.getByRole('status')).toHaveTextContent('kangaroo.png removed');
  });
});

describe('UvCanvas: the three icon buttons', () => {
  it('are unavailable until an image is selected; layer up and down swap order values with the neighbour', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Layer up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /kangaroo\.png/ }));
    await user.click(screen.getByRole('button', { name: 'Layer up' }));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 0, order: 1 }), expect.objectContaining({ id: 1, order: 0 })]);
    expect(screen.getAllByRole('button', { name: /^Layer \d of 2/ })[0]).toHaveTextContent('kangaroo.png');
    await user.click(screen.getByRole('button', { name: 'Layer down' }));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 0, order: 0 }), expect.objectContaining({ id: 1, order: 1 })]);
    await user.click(screen.getByRole('button', { name: 'Delete image' }));
    expect(onChange).toHaveBeenLastCalledWith([gum]);
  });
});

describe('UvCanvas: the pointer on the Konva stage', () => {
  it('moves the node while dragging without a React render per frame, and commits the clamped place on drag end', () => {
    const onChange = vi.fn();
    const commits = vi.fn();
    render(
      <Profiler id="canvas" onRender={commits}>
        <Harness onChange={onChange} />
      </Profiler>,
    );
    const node = konvaNode(0);
    act(() => {
      node.fire('dragstart', { evt: new MouseEvent('mousedown') }, true);
    });
    const before = commits.mock.calls.length;
    act(() => {
      for (let frame = 0; frame < 10; frame += 1) {
        node.position({ x: 200 + frame * 30, y: 200 });
        node.fire('dragmove', { evt: new MouseEvent('mousemove') }, true);
      }
    });
    expect(commits.mock.calls.length - before).toBe(0);
    expect(screen.getByRole('group', { name: 'Design canvas, Left side' })).toHaveAttribute('data-state', 'dragging');
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      node.position({ x: 900, y: 250 });
      node.fire('dragend', { evt: new MouseEvent('mouseup') }, true);
    });
    // 82 + 587 - 200: the right edge of the printable area.
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 0, x: 469, y: 250 }), gum]);
    expect(screen.getByRole('group', { name: 'Design canvas, Left side' })).toHaveAttribute('data-state', 'idle');
  });

  it('resizes by the transformer and keeps the result inside the area', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const node = konvaNode(0);
    act(() => {
      node.scale({ x: 1.5, y: 2 });
      node.fire('transformend', { evt: new MouseEvent('mouseup') }, true);
    });
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 0, x: 200, y: 200, width: 300, height: 300 }), gum]);
    expect(node.scaleX()).toBe(1);
  });

  it('zooms the image under the wheel by steps of 10 and selects an image on press', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const node = konvaNode(1);
    act(() => {
      node.fire('wheel', { evt: new WheelEvent('wheel', { deltaY: -100 }) }, true);
    });
    expect(onChange).toHaveBeenLastCalledWith([kangaroo, expect.objectContaining({ id: 1, width: 110, height: 110 })]);
    act(() => {
      node.fire('wheel', { evt: new WheelEvent('wheel', { deltaY: 100 }) }, true);
    });
    expect(onChange).toHaveBeenLastCalledWith([kangaroo, expect.objectContaining({ id: 1, width: 100 })]);
    act(() => {
      node.fire('mousedown', { evt: new MouseEvent('mousedown') }, true);
    });
    expect(screen.getByRole('button', { name: /Gum Leaves/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('changes nothing when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} isDisabled />);
    await user.click(screen.getByRole('group', { name: 'Design canvas, Left side' }));
    await user.keyboard('{Tab}{ArrowRight}{Delete}');
    expect(onChange).not.toHaveBeenCalled();
    expect(konvaNode(0).draggable()).toBe(false);
  });
});
