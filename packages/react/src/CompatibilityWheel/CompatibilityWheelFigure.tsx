// The wheel's drawing, loaded on demand by CompatibilityWheel.tsx.
import type { CompatibilityWheelComponentProps } from './CompatibilityWheel.tsx';
import { useCompatibilityWheel } from './useCompatibilityWheel.ts';

export default function CompatibilityWheelFigure(props: CompatibilityWheelComponentProps) {
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
