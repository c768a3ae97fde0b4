import type { CompatibilityWheelProps } from './useCompatibilityWheel.ts';
import { useCompatibilityWheel } from './useCompatibilityWheel.ts';

export interface CompatibilityWheelComponentProps extends CompatibilityWheelProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * The compatibility wheel (spec 1 §2 featurelist, §9): one ring per requirement (CPU, Graphics Card, Memory), each
 * of 5 steps lit up to its level, and the overall level in the centre. Standalone: the item grid's feature list,
 * the game page and the PC selector all draw it. Unstyled: `data-level` (−1 to 4) and `data-state` (compatible,
 * incompatible) on the root; each ring carries its `data-level`, each step `data-state` (lit, unlit).
 */
export function CompatibilityWheel(props: CompatibilityWheelComponentProps) {
  const wheel = useCompatibilityWheel(props);
  return (
    <figure {...wheel.rootProps} className={props.className}>
      <svg {...wheel.svgProps} data-part="wheel">
        {wheel.rings.map((ring) => (
          <g key={ring.requirement} data-part="ring" data-requirement={ring.requirement} data-level={ring.level}>
            {ring.steps.map((step) => (
              <path key={step.index} d={step.d} data-part="step" data-state={step.state} />
            ))}
          </g>
        ))}
        <text x="50" y="50" data-part="centre" data-state={wheel.rootProps['data-state']} textAnchor="middle" dominantBaseline="central">
          {wheel.centreText}
        </text>
      </svg>
      {props.showCaption === false ? null : (
        <figcaption data-part="caption" aria-hidden="true">
          <span data-part="label">{wheel.caption.label}</span>
          <span data-part="level">{wheel.caption.level}</span>
        </figcaption>
      )}
    </figure>
  );
}
