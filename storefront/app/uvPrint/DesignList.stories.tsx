import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DesignList } from './DesignList.tsx';

// Panel pictures drawn inline (the server's are 20 DPI PNGs), so the stories load nothing from elsewhere.
const picture = (fill: string, width: number, height: number) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#ffffff"/><rect x="10" y="10" width="${width / 2}" height="${height / 2}" fill="${fill}"/><circle cx="${width * 0.7}" cy="${height * 0.65}" r="${height / 5}" fill="#1e3a8a"/></svg>`)}`;

const designs = [
  { UvPrintDesignCode: 'UV-7K3M9QWXYZ', UvPrintDesignName: 'Outback Sunset', DesignName: 'Outback Sunset', KitCategoryName: 'UV Printing', InventoryItemId: 663936, IsPublic: true, PreviewUrls: [picture('#ff7e29', 354, 362), picture('#f59e0b', 354, 181)] },
  { UvPrintDesignCode: 'UV-ABCDEFGHJK', UvPrintDesignName: 'Gum Leaves', DesignName: 'Gum Leaves', KitCategoryName: 'UV Printing', InventoryItemId: 663936, IsPublic: false, PreviewUrls: [picture('#5f8f6b', 181, 362)] },
  { UvPrintDesignCode: 'UV-MNPQRSTUVW', UvPrintDesignName: 'Blank start', DesignName: 'Blank start', KitCategoryName: 'UV Printing', InventoryItemId: 663936, IsPublic: false, PreviewUrls: [] },
];

/** The page's frame: a router for the Edit links, and the page's attribute the theme's rules hang from. */
const Page = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <section data-page="uv-print-designs" className="page uv-print-designs">
      {children}
    </section>
  </MemoryRouter>
);

const meta = {
  title: 'Storefront/UvDesignList',
  component: DesignList,
  decorators: [(Story) => <Page>{Story()}</Page>],
  args: { designs, origin: 'https://www.ple.com.au', onDelete: fn(async () => undefined) },
} satisfies Meta<typeof DesignList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each design with a picture of every panel with artwork, named for the design; one without artwork yet. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Outback Sunset' })).toHaveLength(2);
    await expect(canvas.getByText('No artwork on this design yet.')).toBeVisible();
  },
};

export const Empty: Story = { args: { designs: [] } };

/** Delete asks first, with focus on the confirming button. */
export const ConfirmingDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Gum Leaves' }));
    await expect(canvas.getByRole('button', { name: 'Delete design' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
