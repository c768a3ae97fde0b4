import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sanitiseHtml } from '../SafeHtml/sanitiseHtml.ts';
import type { ProductDetailItem } from '../ProductPrice/ProductPrice.fixtures.ts';
import { ProductDetails } from './ProductDetails.tsx';
import type { ProductDisclaimerKind } from './ProductDetails.tsx';
import { attachmentUrl, detailsItem } from './ProductDetails.fixtures.ts';

type Part = 'overview' | 'description' | 'variants' | 'specifications' | 'attachments' | 'disclaimer';

interface DetailSectionsProps {
  /** The item shown. */
  item: ProductDetailItem;
  /** Which disclaimer. */
  disclaimer: ProductDisclaimerKind;
  /** The sections drawn, in page order; a screenful per story keeps the screenshots whole. */
  parts: readonly Part[];
}

function DetailSections({ item, disclaimer, parts }: DetailSectionsProps) {
  const has = (part: Part) => parts.includes(part);
  return (
    <div>
      {has('overview') ? <ProductDetails.Overview item={item} /> : null}
      {has('description') ? <ProductDetails.Description html={sanitiseHtml(item.MarketingDescription)} /> : null}
      {has('variants') ? <ProductDetails.Variants item={item} /> : null}
      {has('specifications') ? <ProductDetails.Specifications attributes={item.Attributes} /> : null}
      {has('attachments') ? <ProductDetails.Attachments attachments={item.Attachments} attachmentUrl={attachmentUrl} /> : null}
      {has('disclaimer') ? <ProductDetails.Disclaimer kind={disclaimer} /> : null}
    </div>
  );
}

const meta = {
  title: 'Product/ProductDetails',
  component: DetailSections,
  args: { item: detailsItem, disclaimer: 'standard', parts: ['overview', 'description', 'variants'] },
} satisfies Meta<typeof DetailSections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Ryzen 7 9800X3D' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SpecificationsAndFiles: Story = {
  args: { parts: ['specifications', 'attachments', 'disclaimer'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Supplier SKU')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ryzen-9800X3D-safety-data-sheet.pdf' })).toBeVisible();
  },
};

export const ExactModelDisclaimer: Story = { args: { disclaimer: 'exactModel', parts: ['disclaimer'] } };

export const Minimal: Story = {
  args: {
    item: { ...detailsItem, MarketingDescription: null, AssociatedItems: [], Attachments: [], KeySellingPoints: [], ShortDescription: null },
    parts: ['overview', 'description', 'variants', 'attachments'],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { parts: ['variants', 'specifications'] },
};
