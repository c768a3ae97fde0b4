// The address collector's markup (spec 1 §2, §5): a combobox to search, its suggestion list, "Enter address
// manually", and the street / line 2 / suburb / state / postcode fields. Compound: AddressCollector.Root provides
// the state; AddressCollector.Search and AddressCollector.Fields are its parts, rendered in that order when Root has
// no children. Unstyled: data-rigkit="address-collector", data-state and data-part.
import { useId, type ReactNode } from 'react';
import { addressCollectorMessages as M, addressStates } from './messages.ts';
import { useAddressCollector, type AddressCollectorAria, type AddressCollectorProps, type AddressField, type AddressFieldAria } from './useAddressCollector.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';

const [AddressCollectorContext, useAddressCollectorContext] = createPartsContext<AddressCollectorAria>('AddressCollector');

export interface AddressCollectorRootProps extends AddressCollectorProps {
  /** The parts, in the order wanted. @default Search then Fields */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

function Root({ children, className, ...props }: AddressCollectorRootProps) {
  const collector = useAddressCollector(props);
  return (
    <AddressCollectorContext value={collector}>
      <div className={className} data-rigkit="address-collector" data-state={collector.state} data-expanded={collector.isExpanded ? '' : undefined}>
        {children ?? (
          <>
            <Search />
            <Fields />
          </>
        )}
      </div>
    </AddressCollectorContext>
  );
}

/** The search box, its suggestions, the live status and "Enter address manually". */
function Search() {
  const collector = useAddressCollectorContext('Search');
  const { combobox, suggestions, isDisabled } = collector;
  const isOpen = combobox.isOpen && suggestions.length > 0;
  const helpId = useId();
  return (
    <div data-part="search">
      <label {...combobox.getLabelProps()} data-part="search-label">
        {M.searchLabel}
      </label>
      <p id={helpId} data-part="search-help">
        {M.searchHelp}
      </p>
      <input
        {...combobox.getInputProps({ disabled: isDisabled, autoComplete: 'off', 'aria-describedby': helpId })}
        type="text"
        data-part="search-input"
      />
      <ul {...combobox.getMenuProps()} data-part="suggestions" hidden={!isOpen}>
        {isOpen
          ? suggestions.map((suggestion, index) => (
              <li
                key={suggestion.Id}
                {...combobox.getItemProps({ item: suggestion, index })}
                data-part="suggestion"
                data-highlighted={combobox.highlightedIndex === index ? '' : undefined}
              >
                {suggestion.Address}
              </li>
            ))
          : null}
      </ul>
      <p role="status" data-part="status">
        {collector.statusText}
      </p>
      {collector.isExpanded ? null : (
        <button type="button" data-part="manual" disabled={isDisabled} onClick={collector.enterManually}>
          {M.enterManually}
        </button>
      )}
    </div>
  );
}

function TextField({ name, label, field }: { name: AddressField; label: string; field: AddressFieldAria }) {
  return (
    <div data-part="field" data-field={name} data-invalid={field.error ? '' : undefined}>
      <label {...field.labelProps} data-part="label">
        {label}
      </label>
      <input {...field.inputProps} name={name} data-part="input" />
      {field.error ? (
        <p {...field.errorMessageProps} data-part="error">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}

/** The address fields: shown once a suggestion is picked, manual entry is chosen, or the search failed. */
function Fields() {
  const collector = useAddressCollectorContext('Fields');
  if (!collector.isExpanded) return null;
  const { fields, value } = collector;
  const state = fields.State;
  return (
    <fieldset data-part="fields" disabled={collector.isDisabled}>
      <legend data-part="legend">{M.fieldsLegend}</legend>
      <TextField name="StreetAddressLine1" label={M.street} field={fields.StreetAddressLine1} />
      <TextField name="StreetAddressLine2" label={M.street2} field={fields.StreetAddressLine2} />
      <TextField name="Suburb" label={M.suburb} field={fields.Suburb} />
      <div data-part="field" data-field="State" data-invalid={state.error ? '' : undefined}>
        <label {...state.labelProps} data-part="label">
          {M.state}
        </label>
        <select
          id={state.inputProps.id}
          name="State"
          aria-labelledby={state.inputProps['aria-labelledby']}
          aria-describedby={state.inputProps['aria-describedby']}
          aria-invalid={state.inputProps['aria-invalid']}
          autoComplete={state.inputProps.autoComplete}
          value={value.State}
          onChange={(event) => collector.setField('State', event.target.value)}
          onBlur={() => collector.leaveField('State')}
          data-part="select"
        >
          <option value="">{M.chooseState}</option>
          {addressStates.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        {state.error ? (
          <p {...state.errorMessageProps} data-part="error">
            {state.error}
          </p>
        ) : null}
      </div>
      <TextField name="Postcode" label={M.postcode} field={fields.Postcode} />
    </fieldset>
  );
}

/** The whole collector: `<AddressCollector … />` is `<AddressCollector.Root …/>` with its default parts. */
export function AddressCollector(props: AddressCollectorRootProps) {
  return <Root {...props} />;
}
AddressCollector.Root = Root;
AddressCollector.Search = Search;
AddressCollector.Fields = Fields;
