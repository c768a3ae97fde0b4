// SMS behind an interface (issue 5 item 6); the sandbox keeps an outbox instead of sending, like a provider's
// test mode: messages are accepted, numbers are checked, and a configured failure can be simulated.
export interface SmsMessage {
  to: string;
  body: string;
  sentAt: Date;
}

export interface SmsSender {
  send(to: string, body: string, now: Date): Promise<void>;
}

export interface SandboxSms extends SmsSender {
  readonly outbox: readonly SmsMessage[];
  /** Makes the next sends fail, as a provider outage would. */
  failNext(count: number): void;
}

const australianMobile = /^04\d{8}$/;

export function createSandboxSms(): SandboxSms {
  const outbox: SmsMessage[] = [];
  let failures = 0;
  return {
    outbox,
    failNext(count) {
      failures = count;
    },
    async send(to, body, now) {
      const number = to.replace(/\D/g, '');
      if (!australianMobile.test(number)) throw new Error(`Cannot send an SMS to ${to}: not an Australian mobile number.`);
      if (failures > 0) {
        failures -= 1;
        throw new Error('The SMS provider is unavailable.');
      }
      outbox.push({ to: number, body, sentAt: now });
    },
  };
}

/** "04xx xxx 678": enough to recognise the phone, not enough to harvest the number. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return `04xx xxx ${digits.slice(-3)}`;
}
