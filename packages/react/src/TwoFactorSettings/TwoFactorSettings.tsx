import { useId } from 'react';
import { FormField } from '../internal/FormField.tsx';
import { twoFactorSettingsMessages as M } from './messages.ts';
import type { TwoFactorSettingsProps } from './useTwoFactorSettings.ts';
import { useTwoFactorSettings } from './useTwoFactorSettings.ts';

export interface TwoFactorSettingsComponentProps extends TwoFactorSettingsProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * The account's two-factor section (spec 3 §2.9, §4.8): Enabled or Disabled; enabling shows the QR code and the
 * secret and asks for a code; disabling asks for a code. Unstyled: `data-state` (`disabled`, `starting`,
 * `confirming`, `enabled`, `disabling`) on the root.
 */
export function TwoFactorSettings(props: TwoFactorSettingsComponentProps) {
  const settings = useTwoFactorSettings(props);
  const headingId = useId();
  const isOn = settings.state === 'enabled' || settings.state === 'disabling';
  const askingForCode = settings.state === 'confirming' || settings.state === 'disabling';
  return (
    <section className={props.className} data-rigkit="two-factor-settings" data-state={settings.state} aria-labelledby={headingId}>
      <h2 id={headingId} data-part="heading">
        {M.heading}
      </h2>
      <p data-part="current">{isOn ? M.status.enabled : M.status.disabled}</p>
      {settings.state === 'disabled' || settings.state === 'starting' ? (
        <button type="button" onClick={() => void settings.start()} disabled={settings.state === 'starting'} data-part="enable">
          {settings.state === 'starting' ? M.loading : M.enable}
        </button>
      ) : null}
      {settings.state === 'enabled' ? (
        <button type="button" onClick={settings.startDisabling} data-part="disable">
          {M.disable}
        </button>
      ) : null}
      {settings.state === 'confirming' && settings.setup ? (
        <div data-part="setup">
          <p data-part="instructions">{M.scan}</p>
          <img src={settings.setup.QrCode} alt={M.qrAlt} width={240} height={240} data-part="qr-code" />
          <p data-part="secret">
            {M.secretLabel} <code data-part="secret-value">{settings.setup.Secret}</code>
          </p>
        </div>
      ) : null}
      {settings.state === 'disabling' ? <p data-part="instructions">{M.disablePrompt}</p> : null}
      {askingForCode ? (
        <form {...settings.formProps} data-part="form">
          <FormField label={M.codeLabel} autoComplete="one-time-code" inputMode="numeric" maxLength={6} isRequired value={settings.code} onChange={settings.setCode} />
          <button type="submit" disabled={!settings.isCodeComplete || settings.isBusy} data-part="confirm">
            {settings.state === 'disabling' ? M.confirmDisable : M.confirm}
          </button>
          <button type="button" onClick={settings.cancel} data-part="cancel">
            {M.cancel}
          </button>
        </form>
      ) : null}
      {settings.errorMessage ? (
        <p role="alert" data-part="error">
          {settings.errorMessage}
        </p>
      ) : null}
      <p role="status" data-part="status">
        {settings.statusMessage ?? null}
      </p>
    </section>
  );
}
