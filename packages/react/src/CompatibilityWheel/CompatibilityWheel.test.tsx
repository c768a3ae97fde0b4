import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompatibilityWheel, preloadCompatibilityWheel } from './CompatibilityWheel.tsx';

// The drawing loads on demand (CompatibilityWheel.tsx); loaded first, it renders in the first commit, as on the server.
beforeAll(() => preloadCompatibilityWheel());

const parts = [
  { RequirementName: 'CPU', MaximumCompatibilityLevelNumber: 4 },
  { RequirementName: 'Graphics Card', MaximumCompatibilityLevelNumber: 3 },
  { RequirementName: 'Memory', MaximumCompatibilityLevelNumber: 2 },
];

const litSteps = (requirement: string) =>
  document.querySelectorAll(`[data-part='ring'][data-requirement='${requirement}'] [data-part='step'][data-state='lit']`).length;

describe('CompatibilityWheel (spec 1 §9: 5 levels per requirement)', () => {
  it('names the game, the resolution it plays at and each requirement for a screen reader', () => {
    render(<CompatibilityWheel parts={parts} label="Ashfall Frontier" />);
    expect(screen.getByRole('img', { name: 'Ashfall Frontier: Plays at 1080P, CPU 5 of 5, Graphics Card 4 of 5, Memory 3 of 5' })).toBeInTheDocument();
  });

  it('draws one ring of 5 steps per requirement, lit up to its level', () => {
    render(<CompatibilityWheel parts={parts} label="Ashfall Frontier" />);
    expect(document.querySelectorAll("[data-part='ring']")).toHaveLength(3);
    expect(document.querySelectorAll("[data-part='step']")).toHaveLength(15);
    expect([litSteps('CPU'), litSteps('Graphics Card'), litSteps('Memory')]).toEqual([5, 4, 3]);
  });

  it('takes the weakest part as the overall level unless one is given', () => {
    const { rerender } = render(<CompatibilityWheel parts={parts} label="PC" />);
    expect(document.querySelector("[data-rigkit='compatibility-wheel']")).toHaveAttribute('data-level', '2');
    expect(screen.getByText('1080P')).toBeInTheDocument();
    rerender(<CompatibilityWheel parts={parts} label="PC" level={3} />);
    expect(document.querySelector("[data-rigkit='compatibility-wheel']")).toHaveAttribute('data-level', '3');
    expect(screen.getByText('1440P')).toBeInTheDocument();
  });

  it.each([
    [1, 'Minimum settings', 'Min'],
    [0, 'Below minimum', 'Low'],
    [-1, 'Incompatible', '✕'],
  ])('shows level %s as "%s"', (level, text, centre) => {
    render(<CompatibilityWheel parts={[{ RequirementName: 'Graphics Card', MaximumCompatibilityLevelNumber: level }]} label="Neon Circuit" />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(centre)).toBeInTheDocument();
  });

  it('marks an incompatible part: its ring has no lit step and the wheel reads incompatible', () => {
    render(
      <CompatibilityWheel
        parts={[
          { RequirementName: 'CPU', MaximumCompatibilityLevelNumber: 4 },
          { RequirementName: 'Graphics Card', MaximumCompatibilityLevelNumber: -1 },
        ]}
        label="Office PC"
      />,
    );
    expect(litSteps('Graphics Card')).toBe(0);
    expect(document.querySelector("[data-rigkit='compatibility-wheel']")).toHaveAttribute('data-state', 'incompatible');
    expect(document.querySelector("[data-requirement='Graphics Card']")).toHaveAttribute('data-level', '-1');
  });

  it('leaves the caption out on request and sizes the drawing', () => {
    render(<CompatibilityWheel parts={parts} label="PC" showCaption={false} size={64} />);
    expect(document.querySelector('figcaption')).toBeNull();
    expect(screen.getByRole('img')).toHaveAttribute('width', '64');
  });
});
