import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductPrice } from './ProductPrice.tsx';
import { detailItem, fixtureNow } from './ProductPrice.fixtures.ts';

const day = 86_400_000;
const at = (offsetMs: number) => new Date(fixtureNow.getTime() + offsetMs).toISOString();
// The countdown reads this clock each second: always the same moment, so the screenshot never changes.
const frozenClock = () => fixtureNow;

const meta = {
  title: 'Product/ProductPrice',
  component: ProductPrice,
  args: { item: detailItem, now: fixtureNow, clock: frozenClock, onAddToCart: fn() },
} satisfies Meta<typeof ProductPrice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AddTwoToCart: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /increase/i }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({ InventoryItemId: 600101, Quantity: 2, AddToCartSource: 'viewItemSTK' });
  },
};

export const PromotionCountdown: Story = {
  args: {
    item: {
      ...detailItem,
      PromotionInformation: [
        { PromotionPrice: 749, NormalPrice: 799, PromotionStartTime: at(-day), PromotionFinishTime: at(3 * day + 4 * 3_600_000 + 5 * 60_000 + 6_000), FreeShipping: true },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('Ends in 3d 04:05:06');
  },
};

export const UntilStockExhausted: Story = {
  args: {
    item: {
      ...detailItem,
      PromotionInformation: [
        { PromotionPrice: 749, NormalPrice: 799, PromotionStartTime: at(-day), PromotionFinishTime: at(30 * day), PromotionFulfillment: 'Bonus game code emailed after dispatch' },
      ],
    },
  },
};

export const WholeDollarsNoDiscount: Story = {
  args: { item: { ...detailItem, CustomerPriceIncTax: 1299, RRPPriceIncTax: 1310, RetailPriceIncTax: 1299, LimitPerTransaction: null } },
};

export const NotAvailableToOrder: Story = {
  args: { item: { ...detailItem, AvailableOnline: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  },
};

export const BuyNowAndPreOrder: Story = {
  args: {
    item: { ...detailItem, BuyButtonText: 'Pre-order' },
    onBuyNow: fn(),
    purchaseFlags: { isBuyNowEnabled: true, isAddToExistingOrderEnabled: false },
  },
};

export const BusinessItem: Story = {
  args: {
    item: { ...detailItem, ItemTypeCode: 'B2B', CustomerPriceIncTax: 4599, RetailPriceIncTax: 4599, RRPPriceIncTax: 5199, BuyButtonText: 'Request a quote', LimitPerTransaction: null },
    onBuyNow: fn(),
    purchaseFlags: { isBuyNowEnabled: true, isAddToExistingOrderEnabled: true },
  },
  play: async ({ canvasElement }) => {
    // Buy Now is for stock items only (spec 2 §5).
    await expect(within(canvasElement).queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
