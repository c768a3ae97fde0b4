import type { ReactNode } from 'react';
import { PartButton } from '../internal/PartButton.tsx';
import { geolocationBoxMessages } from './messages.ts';
import type { GeolocationBoxAria, GeolocationBoxProps } from './useGeolocationBox.ts';
import { useGeolocationBox } from './useGeolocationBox.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';

const [GeolocationBoxContext, useGeolocationBoxContext] = createPartsContext<GeolocationBoxAria>('GeolocationBox');

export interface GeolocationBoxComponentProps extends GeolocationBoxProps {
  /** The parts to show. @default the form and the status line */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/** The postcode and device-location finder (spec 1 §2 "Geolocation box"). Unstyled: `data-state` on the root. */
function Root({ children, className, ...props }: GeolocationBoxComponentProps) {
  const box = useGeolocationBox(props);
  return (
    <GeolocationBoxContext value={box}>
      <div className={className} data-rigkit="geolocation-box" data-state={box.state}>
        {children ?? (
          <>
            <Form />
            <Status />
          </>
        )}
      </div>
    </GeolocationBoxContext>
  );
}

/** The postcode box, Find, and the device-location button with its tooltip when the browser refused. */
function Form() {
  const box = useGeolocationBoxContext('Form');
  return (
    <form {...box.formProps} data-part="form" noValidate>
      <label {...box.labelProps} data-part="label">
        {geolocationBoxMessages.label}
      </label>
      <div data-part="control">
        <input {...box.inputProps} data-part="input" />
        <PartButton button={box.findButtonProps} part="find">
          {box.state === 'finding' ? geolocationBoxMessages.finding : geolocationBoxMessages.find}
        </PartButton>
        {box.deviceButtonProps ? (
          <span data-part="device">
            <PartButton button={box.deviceButtonProps} part="device-button">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" data-part="device-icon">
                <circle cx="12" cy="12" r="4" fill="currentColor" />
                <path d="M12 2v4M12 18v4M2 12h4M18 12h4" stroke="currentColor" strokeWidth="2" />
                <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </PartButton>
            {box.deniedMessage ? (
              <span {...box.tooltipProps} data-part="tooltip">
                {box.deniedMessage}
              </span>
            ) : null}
          </span>
        ) : null}
      </div>
    </form>
  );
}

/** A live line with the nearest store, or why there is none. */
function Status() {
  const box = useGeolocationBoxContext('Status');
  return (
    <p role="status" data-part="status" data-state={box.state}>
      {box.message}
    </p>
  );
}

/** `<GeolocationBox />` is `<GeolocationBox.Root />` with its default parts. */
export const GeolocationBox = Object.assign((props: GeolocationBoxComponentProps) => <Root {...props} />, { Root, Form, Status });
