// A plain address fieldset (street lines 1 and 2, suburb, state, postcode) for the account forms until the
// checkout's AddressCollector is shared (issue 16 item 2): the value has the collector's shape (AddressValues).
import type { AddressValues } from '@rigkit/domain/validation';
import { sanitisePostcodeInput } from '@rigkit/domain/validation';
import { useId } from 'react';
import { FormField } from './FormField.tsx';

/** The states and territories (spec 3 §1: Australia only). */
export const australianStates = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

export const emptyAddress: AddressValues = { StreetAddressLine1: '', StreetAddressLine2: '', Suburb: '', State: '', Postcode: '' };

export interface AddressFieldsetProps {
  legend: string;
  value: AddressValues;
  onChange: (value: AddressValues) => void;
  /** Messages by field name (StreetAddressLine1, Suburb, State, Postcode). */
  errors?: Partial<Record<keyof AddressValues, string>>;
  /** The autocomplete section, e.g. 'billing' or 'shipping'. */
  section: 'billing' | 'shipping';
  /** The fieldset's `data-part`. */
  part: string;
}

export function AddressFieldset(props: AddressFieldsetProps) {
  const stateId = useId();
  const stateErrorId = useId();
  const set = (field: keyof AddressValues) => (text: string) => props.onChange({ ...props.value, [field]: text });
  const stateError = props.errors?.State;
  return (
    <fieldset data-part={props.part}>
      <legend data-part="legend">{props.legend}</legend>
      <FormField label="Street address" autoComplete={`${props.section} address-line1`} isRequired value={props.value.StreetAddressLine1} onChange={set('StreetAddressLine1')} error={props.errors?.StreetAddressLine1} />
      <FormField label="Street address line 2 (optional)" autoComplete={`${props.section} address-line2`} value={props.value.StreetAddressLine2 ?? ''} onChange={set('StreetAddressLine2')} />
      <FormField label="Suburb" autoComplete={`${props.section} address-level2`} isRequired value={props.value.Suburb} onChange={set('Suburb')} error={props.errors?.Suburb} />
      <div data-part="field" data-invalid={stateError ? '' : undefined}>
        <label htmlFor={stateId} data-part="label">
          State
        </label>
        <select
          id={stateId}
          data-part="select"
          autoComplete={`${props.section} address-level1`}
          aria-required
          aria-invalid={stateError ? true : undefined}
          aria-describedby={stateError ? stateErrorId : undefined}
          value={props.value.State}
          onChange={(event) => set('State')(event.target.value)}
        >
          <option value="">Choose a state</option>
          {australianStates.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
        {stateError ? (
          <p id={stateErrorId} data-part="field-error">
            {stateError}
          </p>
        ) : null}
      </div>
      <FormField
        label="Postcode"
        autoComplete={`${props.section} postal-code`}
        inputMode="numeric"
        maxLength={4}
        isRequired
        value={props.value.Postcode}
        onChange={(text) => set('Postcode')(sanitisePostcodeInput(text))}
        error={props.errors?.Postcode}
      />
    </fieldset>
  );
}
