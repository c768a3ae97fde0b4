// The address collector's behaviour (spec 1 §2, §5, §7; row D11): search-as-you-type after more than 3 characters
// and a 300 ms pause (a downshift combobox, keyboard navigable), picking a suggestion fills the fields through
// fetchAddress, manual entry, and the address rules of @rigkit/domain/validation. The widget never fetches: the
// host passes fetchSuggestions and fetchAddress.
import { ADDRESS_SUGGESTION_DEBOUNCE_MS, addressSchema, sanitisePostcodeInput, shouldFetchAddressSuggestions, validateForm, type FieldErrors } from '@rigkit/domain/validation';
import { useCombobox, type UseComboboxReturnValue } from 'downshift';
import { useEffect, useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { useNativeTextField, type NativeTextFieldAria } from '../internal/useNativeTextField.ts';
import { addressCollectorMessages } from './messages.ts';

/** One suggestion (fetchAddressSuggestions, spec 1 §3 "Suggestion"). */
export interface AddressSuggestion {
  Id: string;
  Address: string;
}

/** A resolved suggestion (fetchAddress, spec 1 §7). */
export interface ResolvedAddress {
  StreetAddress: string;
  Suburb: string;
  Postcode: string;
  State: string;
}

/** The address as the collector holds it (spec 1 §3 "Address"); line 2 is optional (spec 1 §5). */
export interface AddressCollectorValue {
  StreetAddressLine1: string;
  StreetAddressLine2: string;
  Suburb: string;
  State: string;
  Postcode: string;
}

export const emptyAddress: AddressCollectorValue = { StreetAddressLine1: '', StreetAddressLine2: '', Suburb: '', State: '', Postcode: '' };

/**
 * What the collector is doing: waiting for text, waiting out the pause and the call, showing suggestions, found none,
 * filling in a picked one, holding an address (picked or typed), or unable to search.
 */
export type AddressCollectorState = 'idle' | 'searching' | 'suggesting' | 'empty' | 'resolving' | 'filled' | 'failed';

export type AddressField = keyof AddressCollectorValue;

/** The collector's two calls, as the host makes them (fetchAddressSuggestions and fetchAddress). */
export interface AddressLookup {
  fetchSuggestions: (text: string) => Promise<readonly AddressSuggestion[]>;
  fetchAddress: (id: string) => Promise<ResolvedAddress>;
}

export interface AddressCollectorProps {
  /** Suggestions for the typed text (fetchAddressSuggestions). */
  fetchSuggestions: (text: string) => Promise<readonly AddressSuggestion[]>;
  /** The address of a suggestion (fetchAddress); rejects when it cannot be resolved. */
  fetchAddress: (id: string) => Promise<ResolvedAddress>;
  /** The address (controlled). */
  value?: AddressCollectorValue;
  /** The address first shown when uncontrolled. @default every field empty */
  defaultValue?: AddressCollectorValue;
  /** Called with the whole address whenever a field changes or a suggestion is picked. */
  onChange?: (value: AddressCollectorValue) => void;
  /** Shows every field's validation message, e.g. after the form around it was submitted. @default false */
  showErrors?: boolean;
  /** Whether the fields are shown before anything is picked (manual entry). @default false, or true when the value has a street */
  defaultManual?: boolean;
  /** Locks every input, e.g. while the form around it is saving. @default false */
  isDisabled?: boolean;
  /** The autofill section when a form collects two addresses (HTML autocomplete "billing" / "shipping"). */
  autoCompleteSection?: 'billing' | 'shipping';
}

export interface AddressFieldAria extends NativeTextFieldAria {
  /** The message shown under the field, when it is invalid and was left or the form was submitted. */
  error: string | undefined;
}

export interface AddressCollectorAria {
  state: AddressCollectorState;
  value: AddressCollectorValue;
  /** True when the street, suburb, state and postcode fields are shown. */
  isExpanded: boolean;
  combobox: UseComboboxReturnValue<AddressSuggestion>;
  suggestions: readonly AddressSuggestion[];
  /** Text for the polite live region (searching, how many found, none, failures). */
  statusText: string;
  fields: Record<AddressField, AddressFieldAria>;
  /** Every invalid field's message (all of them, shown or not). */
  errors: FieldErrors;
  isValid: boolean;
  isDisabled: boolean;
  /** Shows the fields for manual entry. */
  enterManually: () => void;
  /** Sets one field as if typed (the State select uses it). */
  setField: (name: AddressField, text: string) => void;
  /** Marks a field as left, so its message shows. */
  leaveField: (name: AddressField) => void;
}

function statusTextOf(state: AddressCollectorState, count: number): string {
  const M = addressCollectorMessages;
  if (state === 'searching') return M.searching;
  if (state === 'suggesting') return M.suggestionsFound(count);
  if (state === 'empty') return M.noSuggestions;
  if (state === 'resolving') return M.resolving;
  if (state === 'failed') return M.searchFailed;
  return '';
}

export function useAddressCollector(props: AddressCollectorProps): AddressCollectorAria {
  const [value, setValue] = useControlledState<AddressCollectorValue>(props.value as AddressCollectorValue, props.defaultValue ?? emptyAddress, props.onChange);
  const [suggestions, setSuggestions] = useState<readonly AddressSuggestion[]>([]);
  const [state, setState] = useState<AddressCollectorState>(value.StreetAddressLine1 ? 'filled' : 'idle');
  const [isExpanded, setExpanded] = useState(props.defaultManual ?? value.StreetAddressLine1.trim() !== '');
  const [touched, setTouched] = useState<ReadonlySet<AddressField>>(new Set());
  const isDisabled = props.isDisabled ?? false;
  // Only the latest search or pick may change the state: answers to older text arrive late and are dropped.
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    clearTimeout(timer.current);
    const ticket = ++latest.current;
    if (!shouldFetchAddressSuggestions(text)) {
      setSuggestions([]);
      setState(value.StreetAddressLine1 ? 'filled' : 'idle');
      return;
    }
    setState('searching');
    timer.current = setTimeout(() => {
      props
        .fetchSuggestions(text.trim())
        .then((found) => {
          if (ticket !== latest.current) return;
          setSuggestions(found);
          setState(found.length > 0 ? 'suggesting' : 'empty');
        })
        .catch(() => {
          if (ticket !== latest.current) return;
          setSuggestions([]);
          setState('failed');
          setExpanded(true);
        });
    }, ADDRESS_SUGGESTION_DEBOUNCE_MS);
  };

  const pick = (suggestion: AddressSuggestion) => {
    clearTimeout(timer.current);
    const ticket = ++latest.current;
    setState('resolving');
    props
      .fetchAddress(suggestion.Id)
      .then((address) => {
        if (ticket !== latest.current) return;
        // Line 2 (unit, attn to) is the shopper's own and survives a new pick (spec 1 §2 "edit line 2 / attn to").
        setValue({ StreetAddressLine1: address.StreetAddress, StreetAddressLine2: value.StreetAddressLine2, Suburb: address.Suburb, State: address.State, Postcode: address.Postcode });
        setSuggestions([]);
        setState('filled');
        setExpanded(true);
      })
      .catch(() => {
        if (ticket !== latest.current) return;
        setState('failed');
        setExpanded(true);
      });
  };

  // The typed text stays downshift's own (uncontrolled): a controlled inputValue lagged a render behind fast typing
  // and dropped keystrokes in the browser ("PO Box 1234" arrived as "P Box 24").
  const combobox = useCombobox<AddressSuggestion>({
    items: [...suggestions],
    itemToString: (item) => item?.Address ?? '',
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) search(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) pick(selectedItem);
    },
  });

  const validation = validateForm(addressSchema, value);
  const errors = validation.errors;
  const errorOf = (name: AddressField) => (props.showErrors || touched.has(name) ? errors[name] : undefined);
  const update = (name: AddressField) => (text: string) => {
    setValue({ ...value, [name]: name === 'Postcode' ? sanitisePostcodeInput(text) : text });
    if (state !== 'filled' && name !== 'StreetAddressLine2') setState('filled');
  };
  const leave = (name: AddressField) => () => setTouched((current) => (current.has(name) ? current : new Set([...current, name])));

  const useField = (name: AddressField, extra: { autoComplete: string; maxLength?: number; inputMode?: 'numeric' }): AddressFieldAria => {
    const error = errorOf(name);
    // The same five calls on every render, in the same order: a rule-of-hooks-safe helper.
    const autoComplete = props.autoCompleteSection ? `${props.autoCompleteSection} ${extra.autoComplete}` : extra.autoComplete;
    const field = useNativeTextField({ value: value[name], onChange: update(name), onBlur: leave(name), isInvalid: error !== undefined, isDisabled, ...extra, autoComplete });
    return { ...field, error };
  };
  const fields: Record<AddressField, AddressFieldAria> = {
    StreetAddressLine1: useField('StreetAddressLine1', { autoComplete: 'address-line1', maxLength: 100 }),
    StreetAddressLine2: useField('StreetAddressLine2', { autoComplete: 'address-line2', maxLength: 100 }),
    Suburb: useField('Suburb', { autoComplete: 'address-level2', maxLength: 60 }),
    State: useField('State', { autoComplete: 'address-level1' }),
    Postcode: useField('Postcode', { autoComplete: 'postal-code', maxLength: 4, inputMode: 'numeric' }),
  };

  return {
    state,
    value,
    // A form that asks for the messages gets the fields they belong to, even before a search or manual entry.
    isExpanded: isExpanded || props.showErrors === true,
    combobox,
    suggestions,
    statusText: statusTextOf(state, suggestions.length),
    fields,
    errors,
    isValid: validation.isValid,
    isDisabled,
    enterManually: () => setExpanded(true),
    setField: (name, text) => update(name)(text),
    leaveField: (name) => leave(name)(),
  };
}
