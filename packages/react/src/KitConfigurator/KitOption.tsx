// One option of a kit category, and its "None" option: a native radio inside its label with the option's picture,
// name, model, compatibility verdict and price difference.
import type { KitCategory } from '@rigkit/domain/kit';
import type { ChangeEvent } from 'react';
import { memo, useMemo } from 'react';
import type { KitConfiguratorContextValue } from './context.ts';
import type { KitOptionView } from './kitConfiguratorSelectors.ts';
import { NONE_VALUE } from './kitConfiguratorSelectors.ts';
import { kitConfiguratorMessages as messages } from './messages.ts';

/** Width of option pictures asked of `imageUrl`. */
const OPTION_IMAGE_WIDTH = 96;

interface OptionProps {
  option: KitOptionView;
  /** The group's radio name. */
  name: string;
  isFocusVisible: boolean;
  imageUrl: KitConfiguratorContextValue['imageUrl'];
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * One option; the selector keeps an unchanged option's view object, so memo skips it. A choice rewrites the price
 * difference of every option of the category, and nothing else of most of them: the radio, picture and text are
 * memoised elements, so React leaves them alone and rewrites only the difference (it reset the radio's name and type
 * on every update of an input, issue 7 performance).
 * The radio is uncontrolled: a press checks it at once, the category checks the build's choice (KitCategory.tsx).
 * `data-selected` says what the build holds, two frames after a press; `:has(:checked)` shows the press itself.
 */
export const Option = memo(function Option({ option, name, isFocusVisible, imageUrl, onChange }: OptionProps) {
  const { item, verdict } = option;
  const nameId = `${name}-${option.value}-name`;
  const priceId = `${name}-${option.value}-price`;
  const verdictId = `${name}-${option.value}-verdict`;
  const labelledBy = option.priceModifier ? `${nameId} ${priceId}` : nameId;
  const describedBy = verdict ? verdictId : undefined;
  const radio = useMemo(
    () => (
      <input
        type="radio"
        name={name}
        value={option.value}
        defaultChecked={option.isSelected}
        onChange={onChange}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        data-part="radio"
      />
    ),
    [name, option.value, option.isSelected, onChange, labelledBy, describedBy],
  );
  const imageSrc = imageUrl && item.ImageId !== null ? imageUrl(item.ImageId, OPTION_IMAGE_WIDTH) : null;
  const image = useMemo(
    () => (imageSrc !== null ? <img data-part="option-image" src={imageSrc} alt="" width={48} height={48} /> : <span data-part="option-image" aria-hidden="true" />),
    [imageSrc],
  );
  const text = useMemo(
    () => (
      <span data-part="option-text">
        <span id={nameId} data-part="option-name">
          {item.ItemDescription}
        </span>
        {item.ManufacturerModel ? <span data-part="option-model">{messages.model(item.ManufacturerModel)}</span> : null}
        {verdict ? (
          <span id={verdictId} data-part="option-verdict" data-severity={verdict.severity}>
            <strong>{messages.severity[verdict.severity]}:</strong> {verdict.message}
          </span>
        ) : null}
      </span>
    ),
    [nameId, verdictId, item.ItemDescription, item.ManufacturerModel, verdict],
  );
  return (
    <label data-part="option" data-selected={option.isSelected || undefined} data-focus-visible={isFocusVisible || undefined} data-compatibility={option.compatibility}>
      {radio}
      {image}
      {text}
      <span id={priceId} data-part="option-price">
        {option.priceModifier}
      </span>
    </label>
  );
});

interface NoneOptionProps {
  category: KitCategory;
  name: string;
  isSelected: boolean;
  isFocusVisible: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export const NoneOption = memo(function NoneOption({ category, name, isSelected, isFocusVisible, onChange }: NoneOptionProps) {
  const nameId = `${name}-${NONE_VALUE}-name`;
  return (
    <label data-part="option" data-none="" data-selected={isSelected || undefined} data-focus-visible={isFocusVisible || undefined} data-compatibility="ok">
      <input
        type="radio"
        name={name}
        value={NONE_VALUE}
        defaultChecked={isSelected}
        onChange={onChange}
        aria-labelledby={nameId}
        data-part="radio"
      />
      {category.NoneImageUrl ? <img data-part="option-image" src={category.NoneImageUrl} alt="" width={48} height={48} /> : <span data-part="option-image" aria-hidden="true" />}
      <span data-part="option-text">
        <span id={nameId} data-part="option-name">
          {messages.none}
        </span>
      </span>
      <span data-part="option-price" />
    </label>
  );
});
