import type { NativeRadio } from '../internal/useNativeRadioGroup.ts';
import { mouseMatChooserMessages } from './messages.ts';
import type { MouseMatChoice, MouseMatChooserProps } from './useMouseMatChooser.ts';
import { useMouseMatChooser } from './useMouseMatChooser.ts';

export interface MouseMatChooserComponentProps extends MouseMatChooserProps {
  /** Class name of the root element. */
  className?: string;
}

function Offer({ choice, radio }: { choice: MouseMatChoice; radio: NativeRadio }) {
  const { inputProps, isSelected, isDisabled } = radio;
  return (
    <label
      data-part="offer"
      data-offer={choice.offer.id}
      data-state={isSelected ? 'checked' : 'unchecked'}
      data-disabled={isDisabled ? '' : undefined}
    >
      <input {...inputProps} data-part="radio" />
      <span data-part="offer-label">{choice.label}</span>
    </label>
  );
}

/**
 * The cart's mouse-mat chooser (spec 2 §2, §9): Standard, Large, Wide and Desk as one radio group, the chosen one
 * applied through its coupon; hidden when a cart line mentions "mousepad". Unstyled: `data-state` on the root
 * (idle, applying, applied, failed) and on each offer (checked, unchecked).
 */
export function MouseMatChooser(props: MouseMatChooserComponentProps) {
  const chooser = useMouseMatChooser(props);
  if (!chooser.isVisible) return null;
  return (
    <div {...chooser.radioGroupProps} className={props.className} data-rigkit="mouse-mat-chooser" data-state={chooser.state}>
      <span {...chooser.labelProps} data-part="label">
        {mouseMatChooserMessages.label}
      </span>
      <span {...chooser.descriptionProps} data-part="description">
        {mouseMatChooserMessages.description}
      </span>
      <div data-part="offers">
        {chooser.choices.map((choice) => (
          <Offer key={choice.offer.id} choice={choice} radio={chooser.radio(choice.offer.id)} />
        ))}
      </div>
      {chooser.state === 'failed' ? (
        <p role="alert" data-part="error">
          {mouseMatChooserMessages.failed}
        </p>
      ) : null}
      <p role="status" data-part="status">
        {chooser.state === 'applying'
          ? mouseMatChooserMessages.applying
          : chooser.state === 'applied' && chooser.appliedOffer
            ? mouseMatChooserMessages.applied(chooser.appliedOffer.name)
            : null}
      </p>
    </div>
  );
}
