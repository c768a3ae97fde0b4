import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pendingActivations, pendingRedemptions, redemptionHistory } from './Redemptions.fixtures.ts';
import { Redemptions, type RedemptionsComponentProps } from './index.ts';

function setup(overrides: Partial<RedemptionsComponentProps> = {}) {
  const props: RedemptionsComponentProps = {
    pending: pendingRedemptions,
    history: redemptionHistory,
    activations: pendingActivations,
    onRefresh: vi.fn(),
    onRedeem: vi.fn(async (redemption) => ({ success: true, data: { ...redemption, RedemptionCode: '7RT2-HX4Q-ZP9L', RedemptionDate: '2026-11-22T05:00:00.000Z' } })),
    onRequestActivation: vi.fn(async () => ({ success: true, data: { ConfirmationNumber: 'DA-20261122-0042' } })),
    ...overrides,
  };
  render(<Redemptions {...props} />);
  return props;
}

describe('Redemptions (spec 3 §2.1, §3, §7)', () => {
  it('redeems a pending promotion, shows its code and reloads the lists', async () => {
    const user = userEvent.setup({ delay: null });
    const props = setup();
    const pending = screen.getByRole('region', { name: 'Pending redemptions' });
    expect(within(pending).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Redeem Free game with RTX 50 series (SI-552301)' }));
    expect(props.onRedeem).toHaveBeenCalledWith(pendingRedemptions[0]);
    expect(await screen.findByRole('status')).toHaveTextContent('Free game with RTX 50 series redeemed. Your code is 7RT2-HX4Q-ZP9L');
    expect(props.onRefresh).toHaveBeenCalledOnce();
  });

  it('shows the history with its codes and dates', () => {
    setup();
    const history = screen.getByRole('region', { name: 'Redemption history' });
    expect(within(history).getByRole('row', { name: /SI-552302 04 Aug 2026 Free game with Ryzen 9000 4KJ2-9QX7-MM3P/ })).toBeInTheDocument();
  });

  it('requests an activation and shows its confirmation number', async () => {
    const user = userEvent.setup({ delay: null });
    const props = setup();
    await user.click(screen.getByRole('button', { name: 'Request Activation of Rigkit Gaming PC - Ryzen 7 RTX 5070 (SI-552301)' }));
    expect(props.onRequestActivation).toHaveBeenCalledWith(pendingActivations[0]);
    expect(await screen.findByRole('status')).toHaveTextContent('Your confirmation number is DA-20261122-0042');
  });

  it.each([
    ['the server refuses', { onRedeem: vi.fn(async () => ({ success: false, errors: [{ ErrorText: 'Too many redemption attempts. Please wait 15 minutes and try again.' }] })) }, 'Too many redemption attempts. Please wait 15 minutes and try again.'],
    ['the call fails', { onRedeem: vi.fn(async () => Promise.reject(new Error('offline'))) }, 'Unable to redeem this promotion. Please try again.'],
  ])('alerts when %s', async (_, overrides, message) => {
    const user = userEvent.setup({ delay: null });
    setup(overrides);
    await user.click(screen.getByRole('button', { name: /^Redeem 3 months PC Game Pass/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the empty texts', () => {
    setup({ pending: [], history: [], activations: [] });
    for (const text of ['You have no promotions to redeem.', 'You have not redeemed any promotions yet.', 'You have no licences waiting for activation.']) expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    ['failed', 'Failed to load promotions'],
    ['error', 'An error occurred while fetching promotions'],
  ] as const)('on a %s load shows "%s" with Try Again', async (loadError, message) => {
    const user = userEvent.setup({ delay: null });
    const props = setup({ pending: undefined, loadError });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(props.onRefresh).toHaveBeenCalledOnce();
  });

  it('composes: a host can show only the history under its own heading', () => {
    render(
      <Redemptions.Root pending={pendingRedemptions} history={redemptionHistory} activations={pendingActivations} onRedeem={vi.fn()} onRequestActivation={vi.fn()}>
        <Redemptions.History />
      </Redemptions.Root>,
    );
    expect(screen.getByRole('region', { name: 'Redemption history' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending redemptions' })).not.toBeInTheDocument();
    expect(() => render(<Redemptions.Pending />)).toThrow('Redemptions.Pending must be inside Redemptions.Root');
  });
});
