import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { paymentMessages } from '@rigkit/domain/payments';
import { makeCardProvider } from '../Checkout/fixtures.ts';
import { CardFields, type CardFieldsHandle } from './CardFields.tsx';
import type { CardNonce, CardProvider } from './cardProvider.ts';

/** A provider whose tokenise waits until the test settles it, so the verifying state can be seen. */
function pendingProvider() {
  let settle: { resolve: (card: CardNonce) => void; reject: (error: Error) => void } | undefined;
  const provider: CardProvider = {
    ...makeCardProvider(),
    tokenize: vi.fn(() => new Promise<CardNonce>((resolve, reject) => (settle = { resolve, reject }))),
  };
  return { provider, settle: () => settle };
}

describe('CardFields (spec 3 §4.6)', () => {
  it("mounts the provider's fields into its frame and removes them when it goes", () => {
    const { unmount } = render(<CardFields.Root provider={makeCardProvider()} />);
    expect(screen.getByText('Card fields of the card provider').closest('[data-part="card-fields"]')).not.toBeNull();
    unmount();
    expect(screen.queryByText('Card fields of the card provider')).not.toBeInTheDocument();
  });

  it('walks idle → verifyingCard → secured and answers the nonce', async () => {
    const { provider, settle } = pendingProvider();
    const onStateChange = vi.fn();
    const card = createRef<CardFieldsHandle>();
    const { container } = render(<CardFields.Root ref={card} provider={provider} onStateChange={onStateChange} />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-state', 'idle');
    let verified: Promise<CardNonce | null> = Promise.resolve(null);
    act(() => {
      verified = card.current?.verify(133395) ?? verified;
    });
    expect(provider.tokenize).toHaveBeenCalledWith(133395);
    expect(screen.getByRole('status')).toHaveTextContent(paymentMessages.verifyingCard);
    expect(root).toHaveAttribute('data-state', 'verifyingCard');
    await act(async () => settle()?.resolve({ nonce: 'fake-valid-visa-nonce', cardLastFour: '1111' }));
    await expect(verified).resolves.toEqual({ nonce: 'fake-valid-visa-nonce', cardLastFour: '1111' });
    expect(screen.getByRole('status')).toHaveTextContent('Card details entered successfully');
    expect(onStateChange.mock.calls.map(([state]) => state)).toEqual(['verifyingCard', 'secured']);
  });

  it('says "Card verification failed, please try again" as an alert when the card is refused', async () => {
    const card = createRef<CardFieldsHandle>();
    render(<CardFields.Root ref={card} provider={makeCardProvider('decline')} />);
    let nonce: CardNonce | null | undefined;
    await act(async () => {
      nonce = await card.current?.verify(5000);
    });
    expect(nonce).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Card verification failed, please try again');
  });

  it("shows the host's state when controlled", () => {
    render(<CardFields.Root provider={makeCardProvider()} state="secured" />);
    expect(screen.getByRole('status')).toHaveTextContent('Card details entered successfully');
  });
});
