import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { makeCardProvider } from '../Checkout/fixtures.ts';
import { CardFields, type CardFieldsComponentProps, type CardFieldsHandle } from './CardFields.tsx';

const meta = {
  title: 'Checkout/CardFields',
  component: CardFields.Root,
  args: { provider: makeCardProvider(), onStateChange: fn() },
} satisfies Meta<typeof CardFields.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's fields, nothing typed yet. */
export const Idle: Story = {};

/** Tokenising, 3-D Secure included: "Verifying card...". */
export const VerifyingCard: Story = {
  args: { defaultState: 'verifyingCard' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Verifying card...');
  },
};

/** The card is tokenised: "Card details entered successfully". */
export const Secured: Story = {
  args: { defaultState: 'secured' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Card details entered successfully');
  },
};

/** A host verifying through the handle, as the checkout's Place Order does. */
function WithVerify(props: CardFieldsComponentProps) {
  const card = useRef<CardFieldsHandle>(null);
  return (
    <>
      <CardFields.Root {...props} ref={card} />
      <button type="button" onClick={() => void card.current?.verify(133395)}>
        Verify card
      </button>
    </>
  );
}

/** The provider refused the card: the spec's message as an alert. */
export const Failed: Story = {
  args: { provider: makeCardProvider('decline') },
  render: (args) => <WithVerify {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify card' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Card verification failed, please try again');
  },
};

export const Mobile: Story = {
  ...Failed,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
