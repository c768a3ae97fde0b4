import type { Coordinates, StoreRecord } from '@rigkit/domain/stores';
import { defaultStoreIdForLocation, nearestStore, onlineStoreId } from '@rigkit/domain/stores';
import { isValidPostcode, POSTCODE_LENGTH, sanitisePostcodeInput } from '@rigkit/domain/validation';
import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import type { NativeButtonProps } from '../internal/useNativeButton.ts';
import type { NativeTextFieldAria } from '../internal/useNativeTextField.ts';
import { useNativeTextField } from '../internal/useNativeTextField.ts';
import { geolocationBoxMessages } from './messages.ts';
import { useFormSubmitProps } from '../internal/useFormSubmitProps.ts';

/** The box's life: waiting, finding a postcode's store, found, the lookup failed, or the browser refused its location. */
export type GeolocationBoxState = 'idle' | 'finding' | 'found' | 'failed' | 'denied';

/** What a lookup found: the postcode, the default store it gives (1 beyond 50 km) and the nearest store, if any. */
export interface GeolocationResult {
  postcode: string;
  location: Coordinates;
  /** The nearest store within 50 km, otherwise store 1, the online/delivery store (spec 1 §4). */
  defaultStoreId: number;
  nearest: { store: StoreRecord; kilometres: number } | undefined;
}

export interface GeolocationBoxProps {
  /** The stores of the lookup bundle, to find the nearest. */
  stores: readonly StoreRecord[];
  /** The coordinates of a postcode (fetchLocationFromPostcode); rejects when the postcode is unknown. */
  onLocatePostcode: (postcode: string) => Promise<Coordinates>;
  /** The postcode nearest to device coordinates (fetchPostcodeFromLocation); without it there is no device button. */
  onLocateCoordinates?: (location: Coordinates) => Promise<string>;
  /** Called when a postcode's nearest store is known: the caller saves LocationPostcode and DefaultStoreId. */
  onLocated?: (result: GeolocationResult) => void;
  /** The postcode typed (controlled). */
  value?: string;
  /** The postcode shown first when uncontrolled (the session's LocationPostcode). @default '' */
  defaultValue?: string;
  /** Called as the shopper types (digits only, at most 4). */
  onChange?: (postcode: string) => void;
  /** The browser's geolocation, replaceable in tests. @default navigator.geolocation */
  geolocation?: Pick<Geolocation, 'getCurrentPosition'>;
}

export interface GeolocationBoxAria {
  state: GeolocationBoxState;
  /** The line saying what was found or what went wrong ("Your nearest store is …"). */
  message: string | undefined;
  result: GeolocationResult | undefined;
  /** The browser's own text when it refused the location (spec 1 §8), shown in the device button's tooltip. */
  deniedMessage: string | undefined;
  formProps: { onSubmit: (event: FormEvent<HTMLFormElement>) => void };
  labelProps: NativeTextFieldAria['labelProps'];
  inputProps: NativeTextFieldAria['inputProps'];
  findButtonProps: NativeButtonProps;
  /** Undefined when there is no way to turn coordinates into a postcode. */
  deviceButtonProps: NativeButtonProps | undefined;
  tooltipProps: { id: string; role: 'tooltip' };
}

/**
 * Behaviour of the geolocation box (spec 1 §4 "Geolocation", §5 "Postcode input"): digits only; 4 digits look the
 * postcode up and choose the nearest store, store 1 beyond 50 km; the device button turns the browser's location
 * into a postcode; a refusal shows the browser's message in a tooltip.
 */
export function useGeolocationBox(props: GeolocationBoxProps): GeolocationBoxAria {
  const [postcode, setPostcode] = useControlledState(props.value as string, props.defaultValue ?? '', props.onChange);
  const [state, setState] = useState<GeolocationBoxState>('idle');
  const [result, setResult] = useState<GeolocationResult>();
  const [message, setMessage] = useState<string>();
  const [deniedMessage, setDeniedMessage] = useState<string>();
  const tooltipId = useId();
  // Only the newest lookup may answer: typing 6000 then 3000 quickly must not end on Perth.
  const lookup = useRef(0);

  const locate = async (code: string) => {
    const current = ++lookup.current;
    setState('finding');
    setDeniedMessage(undefined);
    try {
      const location = await props.onLocatePostcode(code);
      if (current !== lookup.current) return;
      const found: GeolocationResult = { postcode: code, location, defaultStoreId: defaultStoreIdForLocation(props.stores, location), nearest: nearestStore(props.stores, location) };
      setResult(found);
      setState('found');
      setMessage(
        found.defaultStoreId !== onlineStoreId && found.nearest
          ? geolocationBoxMessages.nearest(found.nearest.store.StoreName, found.nearest.kilometres)
          : geolocationBoxMessages.tooFar(code),
      );
      props.onLocated?.(found);
    } catch {
      if (current !== lookup.current) return;
      setState('failed');
      setMessage(geolocationBoxMessages.unknownPostcode(code));
    }
  };

  const { labelProps, inputProps } = useNativeTextField({
    value: postcode,
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    maxLength: POSTCODE_LENGTH,
    onChange: (text) => {
      const digits = sanitisePostcodeInput(text);
      setPostcode(digits);
      // The fourth digit looks the postcode up (spec 1 §5).
      if (isValidPostcode(digits) && digits !== postcode) void locate(digits);
    },
  });

  const useDevice = () => {
    const geolocation = props.geolocation ?? (typeof navigator === 'undefined' ? undefined : navigator.geolocation);
    const locateCoordinates = props.onLocateCoordinates;
    if (!locateCoordinates) return;
    if (!geolocation) {
      setState('denied');
      setDeniedMessage(geolocationBoxMessages.unsupported);
      return;
    }
    setState('finding');
    geolocation.getCurrentPosition(
      (position) => {
        void locateCoordinates({ Latitude: position.coords.latitude, Longitude: position.coords.longitude }).then(
          (found) => {
            setPostcode(found);
            return locate(found);
          },
          () => {
            setState('failed');
            setMessage(geolocationBoxMessages.noLocation);
          },
        );
      },
      (error) => {
        setState('denied');
        setDeniedMessage(error.message);
      },
    );
  };

  return {
    state,
    message: state === 'denied' || state === 'finding' ? undefined : message,
    result,
    deniedMessage,
    formProps: useFormSubmitProps(() => isValidPostcode(postcode) && locate(postcode)),
    labelProps,
    inputProps,
    findButtonProps: { type: 'submit', isDisabled: !isValidPostcode(postcode) || state === 'finding' },
    deviceButtonProps: props.onLocateCoordinates
      ? { 'aria-label': geolocationBoxMessages.useMyLocation, onPress: useDevice, ...(deniedMessage ? { 'aria-describedby': tooltipId } : {}) }
      : undefined,
    tooltipProps: { id: tooltipId, role: 'tooltip' },
  };
}
