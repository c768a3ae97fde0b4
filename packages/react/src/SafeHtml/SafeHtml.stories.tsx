import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml.tsx';
import { sanitiseHtml } from './sanitiseHtml.ts';

// A content page as the CMS could hold it, with what a careless or compromised entry might add.
const contentPage =
  '<h2>Custom PCs built in Perth</h2>' +
  '<p>Every custom build is assembled, <strong>stress-tested</strong> and cable-managed by our Wangara workshop before it ships.</p>' +
  '<ul><li>3-year warranty on parts and labour</li><li>Free Windows setup and driver updates</li><li>Click and collect from any WA store</li></ul>' +
  '<table><thead><tr><th>Build tier</th><th>Typical turnaround</th></tr></thead><tbody><tr><td>Ready to go</td><td>Same day</td></tr><tr><td>Custom Build</td><td>3–5 business days</td></tr></tbody></table>' +
  '<blockquote>Questions? <a href="/Contact/Wangara">Explore this store</a></blockquote>' +
  '<img src="x" alt="" onerror="window.__safeHtmlXss = true"><script>window.__safeHtmlXss = true</script>' +
  '<iframe src="https://tracker.example/frame"></iframe><a href="javascript:window.__safeHtmlXss = true">Win a PC</a>';

const meta = {
  title: 'Foundations/SafeHtml',
  component: SafeHtml,
  args: { html: sanitiseHtml(contentPage), elementType: 'article' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ContentPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Custom PCs built in Perth' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore this store' })).toHaveAttribute('href', '/Contact/Wangara');
    await expect(canvas.getByText('Win a PC')).not.toHaveAttribute('href');
    await expect(canvasElement.querySelector('script, iframe, [onerror]')).toBeNull();
    await expect((window as { __safeHtmlXss?: boolean }).__safeHtmlXss).toBeUndefined();
  },
};

export const BelowGridHtml: Story = {
  args: {
    elementType: 'section',
    html: sanitiseHtml('<h3>Why buy your graphics card from us?</h3><p>Local warranty handling, no grey imports, and <a href="/BuyNowPayLater">buy now, pay later</a> on orders over $29.</p>'),
  },
};

export const Empty: Story = {
  args: { html: sanitiseHtml('') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-rigkit="safe-html"]')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
