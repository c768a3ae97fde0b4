import type { KitConfiguration } from '@rigkit/domain/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KitConfigurator } from './KitConfigurator.tsx';
import type { KitConfiguratorRootProps } from './KitConfigurator.tsx';
import {
  DEFAULT_KIT_PRICE,
  incompatibleConfiguration,
  KIT_INVENTORY_ITEM_ID,
  kitCategories,
  kitCategoryIds,
  kitImageUrl,
  psuWarningConfiguration,
  uvPrintConfiguration,
} from './KitConfigurator.fixtures.ts';

function CustomBuildPage(props: KitConfiguratorRootProps) {
  return (
    <KitConfigurator.Root {...props}>
      <div className="rk-kit-main">
        <KitConfigurator.CategoryGroups />
        <KitConfigurator.Disclaimer />
      </div>
      <div className="rk-kit-aside">
        <KitConfigurator.Summary title="PLE Custom Gaming PC — AMD Ryzen 7 9800X3D" />
        <KitConfigurator.Verdicts />
      </div>
      <KitConfigurator.Toasts />
    </KitConfigurator.Root>
  );
}

/** One screen of the page around the categories a state is about (the visual baseline covers the first screen). */
function FocusedPage({ categoryIds, ...props }: KitConfiguratorRootProps & { categoryIds: readonly number[] }) {
  return (
    <KitConfigurator.Root {...props}>
      <div className="rk-kit-main">
        {categoryIds.map((categoryId) => (
          <KitConfigurator.Category key={categoryId} categoryId={categoryId} headingLevel={2} />
        ))}
        <KitConfigurator.Disclaimer />
      </div>
      <div className="rk-kit-aside">
        <KitConfigurator.Summary title="PLE Custom Gaming PC — AMD Ryzen 7 9800X3D" />
        <KitConfigurator.Verdicts />
      </div>
      <KitConfigurator.Toasts />
    </KitConfigurator.Root>
  );
}

const meta = {
  title: 'Custom PCs/KitConfigurator',
  component: KitConfigurator.Root,
  render: (args) => <CustomBuildPage {...args} />,
  args: {
    kitInventoryItemId: KIT_INVENTORY_ITEM_ID,
    categories: kitCategories,
    imageUrl: kitImageUrl,
    generateKey: () => 'k3y-0001',
    onConfigurationChange: fn(),
    onBuy: fn(),
    onNotice: fn(),
    children: null,
  },
} satisfies Meta<typeof KitConfigurator.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: a compatible AM5 build; the power supply's advice is the only note. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(DEFAULT_KIT_PRICE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy' })).toBeEnabled();
    await expect(canvas.getByText('No compatibility problems found.')).toBeVisible();
  },
};

/** An Intel CPU loaded from a saved key with the AM5 board kept: the board is flagged and named in the error. */
export const IncompatibleChoice: Story = {
  args: { configuration: incompatibleConfiguration },
  render: (args) => <FocusedPage {...args} categoryIds={[kitCategoryIds.cpu, kitCategoryIds.motherboard]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByText('The Intel Core i7-14700K Processor uses socket LGA1700, but the ASUS TUF Gaming B650-PLUS WIFI has socket AM5.').length,
    ).toBeGreaterThan(0);
  },
};

/** An RTX 4090 on the 750 W supply: under the recommended 30 % headroom. */
export const PsuWarning: Story = {
  args: { configuration: psuWarningConfiguration },
  render: (args) => <FocusedPage {...args} categoryIds={[kitCategoryIds.graphicsCard, kitCategoryIds.powerSupply]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 warning');
  },
};

const noCpuConfiguration: KitConfiguration = {
  KitConfigurationItems: [
    {
      CategoryName: 'CPU',
      ItemDescription: '',
      PriceIncTax: 0,
      SelectedInventoryItemId: null,
      SortOrder: 1,
      PrimaryImageId: null,
      Quantity: 0,
      KitCategoryId: kitCategoryIds.cpu,
      UvPrintDesignCode: null,
    },
  ],
};

/** A required category without a selection: Buy is disabled with the reason beside it. */
export const BlockedBuy: Story = {
  args: { configuration: noCpuConfiguration },
  render: (args) => <FocusedPage {...args} categoryIds={[kitCategoryIds.cpu, kitCategoryIds.cpuCooler]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Buy' })).toBeDisabled();
    await expect(canvas.getByText('Please select a CPU')).toBeVisible();
  },
};

/** A real UV print, then another case: UV Printing goes back to None and the toast shows (paused under the pointer). */
export const UvRemovedToast: Story = {
  args: { configuration: uvPrintConfiguration },
  render: (args) => <FocusedPage {...args} categoryIds={[kitCategoryIds.case, kitCategoryIds.uvPrinting, kitCategoryIds.cpu]} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^Fractal Design North/ }));
    const toast = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'UV Printing Selection Removed' });
    // Hovering the region pauses its 2000 ms timer, so the screenshot sees the toast.
    await userEvent.hover(toast);
    await expect(args.onNotice).toHaveBeenCalledWith({ message: 'UV Printing Selection Removed', durationMs: 2000 });
    await expect(canvas.getByRole('radio', { name: /^No UV Printing/ })).toBeChecked();
  },
};

/** A build with a saved UV design: under UV Printing, the link edits that design on the chosen case, in a new tab. */
export const UvDesignLinkEdit: Story = {
  args: { configuration: uvPrintConfiguration },
  render: (args) => <FocusedPage {...args} categoryIds={[kitCategoryIds.case, kitCategoryIds.uvPrinting]} />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Edit your UV print design for the .+ \(opens in a new tab\)$/ });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/UvPrintDesigner\/\d+\/GAMER-7F3A$/));
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** No UV print at first, so no link; choosing the UV Panel Print shows the link to a new design for the chosen case. */
export const UvDesignLinkNew: Story = {
  render: (args) => <FocusedPage {...args} categoryIds={[kitCategoryIds.case, kitCategoryIds.uvPrinting]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /UV print/ })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /^UV Panel Print/ }));
    const link = await canvas.findByRole('link', { name: /^Design your UV print for the .+ \(opens in a new tab\)$/ });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/UvPrintDesigner\/\d+$/));
  },
};

/** The UV link under 900 px. */
export const UvDesignLinkMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { configuration: uvPrintConfiguration },
  render: (args) => <FocusedPage {...args} categoryIds={[kitCategoryIds.uvPrinting]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /^Edit your UV print design/ })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { configuration: incompatibleConfiguration },
};

/** Under 900 px the price and Buy follow the options in a bar at the foot of the screen (issue 17 defect 10). */
export const MobileSummaryBar: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { configuration: incompatibleConfiguration },
  render: (args) => (
    <KitConfigurator.Root {...args}>
      <div className="rk-kit-main">
        <KitConfigurator.CategoryGroups />
        <KitConfigurator.SummaryBar />
      </div>
      <div className="rk-kit-aside">
        <KitConfigurator.Summary title="PLE Custom Gaming PC — AMD Ryzen 7 9800X3D" />
      </div>
    </KitConfigurator.Root>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Build total' });
    await expect(within(bar).getByRole('button', { name: 'Buy' })).toBeDisabled();
    await expect(bar).toBeVisible();
  },
};
