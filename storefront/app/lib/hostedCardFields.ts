// The card provider's fields in the checkout: an iframe from the provider's own origin, spoken to by postMessage,
// so card numbers never pass through the store's page (the protocol is in @rigkit/server's sandboxCardProvider.ts;
// a production provider plugs in behind the same CardProvider interface).
import type { CardForm } from '@rigkit/domain/validation';
import type { CardNonce, CardProvider } from '@rigkit/react/Checkout';

/** How long a shopper has to answer a 3-D Secure challenge before the attempt is given up. */
const tokenizeTimeoutMs = 5 * 60_000;

/** `form`: which of the store's forms frames the fields (the stored-card form asks a longer holder name, spec 3 §9). */
export function createHostedCardFields(providerOrigin: string, form: CardForm = 'checkout'): CardProvider {
  let frame: HTMLIFrameElement | null = null;
  return {
    mount(container) {
      frame = document.createElement('iframe');
      frame.src = `${providerOrigin}/hosted-fields?parent=${encodeURIComponent(window.location.origin)}&form=${form}`;
      frame.title = 'Card details';
      frame.dataset['part'] = 'card-frame';
      container.append(frame);
      return () => {
        frame?.remove();
        frame = null;
      };
    },
    tokenize() {
      const target = frame?.contentWindow;
      if (!target) return Promise.reject(new Error('The card fields are not loaded'));
      return new Promise<CardNonce>((resolve, reject) => {
        const done = () => {
          window.removeEventListener('message', onMessage);
          window.clearTimeout(timer);
        };
        const timer = window.setTimeout(() => {
          done();
          reject(new Error('The card was not verified in time'));
        }, tokenizeTimeoutMs);
        function onMessage(event: MessageEvent) {
          if (event.origin !== providerOrigin || event.source !== target) return;
          const data = event.data as { type?: string; nonce?: string; cardFirstSix?: string; cardLastFour?: string; message?: string };
          if (data.type === 'rigkit-card:tokenized' && data.nonce) {
            done();
            resolve({ nonce: data.nonce, cardFirstSix: data.cardFirstSix ?? null, cardLastFour: data.cardLastFour ?? null });
          } else if (data.type === 'rigkit-card:error') {
            done();
            reject(new Error(data.message ?? 'Card verification failed'));
          }
        }
        window.addEventListener('message', onMessage);
        target.postMessage({ type: 'rigkit-card:tokenize' }, providerOrigin);
      });
    },
  };
}
