import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KitConfigurator } from './KitConfigurator.tsx';
import type { KitConfiguratorRootProps } from './KitConfigurator.tsx';
import {
  DEFAULT_KIT_PRICE,
  incompatibleConfiguration,
  KIT_INVENTORY_ITEM_ID,
  kitCategories,
  kitCategoryIds,
  kitImageUrl,
  kitParts,
  psuWarningConfiguration,
  uvPrintConfiguration,
} from './KitConfigurator.fixtures.ts';
import { preloadKitCompatibility } from './kitConfiguratorStore.ts';
import { afterPaint, framesShown } from '../internal/framesShown.testing.ts';

function Configurator(props: Partial<KitConfiguratorRootProps>) {
  return (
    <KitConfigurator.Root kitInventoryItemId={KIT_INVENTORY_ITEM_ID} categories={kitCategories} imageUrl={kitImageUrl} generateKey={() => 'k3y-0001'} {...props}>
      <KitConfigurator.Summary title="Custom Gaming PC" />
      <KitConfigurator.CategoryGroups />
      <KitConfigurator.Verdicts />
      <KitConfigurator.Disclaimer />
      <KitConfigurator.Toasts />
    </KitConfigurator.Root>
  );
}

const group = (name: string) => screen.getByRole('radiogroup', { name });
const option = (categoryName: string, optionName: string) => within(group(categoryName)).getByRole('radio', { name: new RegExp(`^${optionName.replace(/[()+]/g, '\\$&')}`) });
const price = () => screen.getByText('Price as configured').closest('p');
const buy = () => screen.getByRole('button', { name: 'Buy' });

/** A chosen option shows at once; the build takes it, with its price and marks, once that frame has been shown. */
const buildTakesChoice = framesShown;

afterEach(() => {
  vi.useRealTimers();
});

// The compatibility engine loads on demand (kitConfiguratorStore.ts); once it has, a configurator follows it in the
// render and the change that asked, which is what these tests check. The deferred start: *.deferred.test.tsx.
beforeAll(() => preloadKitCompatibility());

describe('KitConfigurator (spec 2 §2 "Custom build page", §4, §5)', () => {
  it('starts from the default of every category with the price as configured', () => {
    render(<Configurator />);
    expect(screen.getByRole('heading', { level: 1, name: 'Custom Gaming PC' })).toBeInTheDocument();
    expect(price()).toHaveTextContent(DEFAULT_KIT_PRICE);
    expect(option('CPU', 'AMD Ryzen 7 9800X3D Processor')).toBeChecked();
    expect(option('UV Printing', 'No UV Printing')).toBeChecked();
    expect(buy()).toBeEnabled();
    expect(screen.getByText('The model number shown for each component is the exact model you will receive.')).toBeInTheDocument();
    expect(within(group('CPU')).getByText('Model: 100-100001084WOF')).toBeInTheDocument();
  });

  it('shows each option with what choosing it adds to or takes off the price', () => {
    render(<Configurator />);
    expect(option('Graphics Card', 'ASUS TUF Gaming GeForce RTX 4090 OC 24GB')).toHaveAccessibleName('ASUS TUF Gaming GeForce RTX 4090 OC 24GB +$2,250');
    expect(option('Graphics Card', 'Sapphire Pulse Radeon RX 7800 XT 16GB')).toHaveAccessibleName('Sapphire Pulse Radeon RX 7800 XT 16GB -$150');
    expect(option('Graphics Card', 'MSI GeForce RTX 4070 SUPER Ventus 2X OC 12GB')).toHaveAccessibleName('MSI GeForce RTX 4070 SUPER Ventus 2X OC 12GB');
  });

  it('lets a keyboard user move between options with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Configurator />);
    act(() => option('CPU', 'AMD Ryzen 7 9800X3D Processor').focus());
    await user.keyboard('{ArrowDown}');
    expect(option('CPU', 'AMD Ryzen 5 9600X Processor')).toBeChecked();
    expect(option('CPU', 'AMD Ryzen 5 9600X Processor')).toHaveFocus();
    await buildTakesChoice();
    expect(price()).toHaveTextContent('$2,342');
  });

  it('focuses the clicked option without a focus ring, and rings the option the arrow keys reach', async () => {
    const user = userEvent.setup();
    render(<Configurator />);
    const clicked = option('CPU', 'AMD Ryzen 5 9600X Processor');
    await user.click(clicked);
    // The focus follows in the task after the click's frame.
    await waitFor(() => expect(clicked).toHaveFocus());
    expect(clicked.closest('label')).not.toHaveAttribute('data-focus-visible');
    await user.keyboard('{ArrowDown}');
    const reached = option('CPU', 'Intel Core i7-14700K Processor');
    expect(reached).toHaveFocus();
    expect(reached).toBeChecked();
    expect(reached.closest('label')).toHaveAttribute('data-focus-visible');
    expect(clicked.closest('label')).not.toHaveAttribute('data-focus-visible');
  });

  it('updates the price when the shopper picks a dearer graphics card', async () => {
    const user = userEvent.setup();
    render(<Configurator />);
    await user.click(option('Graphics Card', 'ASUS TUF Gaming GeForce RTX 4090 OC 24GB'));
    // The choice shows in the click's frame; the price follows in the task after it.
    expect(option('Graphics Card', 'ASUS TUF Gaming GeForce RTX 4090 OC 24GB')).toBeChecked();
    expect(price()).toHaveTextContent(DEFAULT_KIT_PRICE);
    await buildTakesChoice();
    expect(price()).toHaveTextContent('$4,992');
  });

  it('marks the chosen row once the build takes it, ends on the last of two quick choices and follows a Reset', async () => {
    const user = userEvent.setup();
    render(<Configurator />);
    const row = (optionName: string) => option('CPU', optionName).closest('label');
    await user.click(option('CPU', 'AMD Ryzen 5 9600X Processor'));
    await user.click(option('CPU', 'Intel Core i7-14700K Processor'));
    expect(option('CPU', 'Intel Core i7-14700K Processor')).toBeChecked();
    expect(row('AMD Ryzen 7 9800X3D Processor')).toHaveAttribute('data-selected');
    await buildTakesChoice();
    expect(option('CPU', 'Intel Core i7-14700K Processor')).toBeChecked();
    expect(row('Intel Core i7-14700K Processor')).toHaveAttribute('data-selected');
    expect(row('AMD Ryzen 5 9600X Processor')).not.toHaveAttribute('data-selected');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(option('CPU', 'AMD Ryzen 7 9800X3D Processor')).toBeChecked();
    expect(option('CPU', 'Intel Core i7-14700K Processor')).not.toBeChecked();
    expect(row('AMD Ryzen 7 9800X3D Processor')).toHaveAttribute('data-selected');
  });

  it('keeps the chosen quantity when the shopper chooses another memory kit', async () => {
    const user = userEvent.setup();
    render(<Configurator />);
    await user.click(screen.getByRole('button', { name: 'Increase Quantity, Memory' }));
    const quantity = screen.getByRole('textbox', { name: 'Quantity, Memory' });
    expect(quantity).toHaveValue('2');
    await user.click(option('Memory', 'G.Skill Trident Z5 RGB 64GB (2x32GB) DDR5-6400'));
    await buildTakesChoice();
    expect(screen.getByRole('textbox', { name: 'Quantity, Memory' })).toHaveValue('2');
    // 2 × $329 instead of 1 × $169.
    expect(price()).toHaveTextContent('$3,231');
  });

  it('never takes a quantity above the category maximum, typed or stepped', async () => {
    const user = userEvent.setup();
    render(<Configurator />);
    const increment = screen.getByRole('button', { name: 'Increase Quantity, OS Drive' });
    await user.click(increment);
    expect(increment).toBeDisabled();
    const quantity = screen.getByRole('textbox', { name: 'Quantity, OS Drive' });
    await user.clear(quantity);
    await user.type(quantity, '9');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Quantity, OS Drive' })).toHaveValue('2');
  });

  it('keeps every part when another case is chosen, and Buy stays available (issue 17 defect 2)', async () => {
    const user = userEvent.setup();
    render(<Configurator />);
    await user.click(option('Case', 'Fractal Design North Charcoal Black Mid Tower Case'));
    expect(option('Case', 'Fractal Design North Charcoal Black Mid Tower Case')).toBeChecked();
    expect(option('CPU', 'AMD Ryzen 7 9800X3D Processor')).toBeChecked();
    expect(screen.queryByText(/^Please select/)).not.toBeInTheDocument();
    expect(buy()).toBeEnabled();
  });

  it('marks an optional category left on None as settled, not as missing (issue 17 defect 11)', () => {
    const optionalOsDrive = kitCategories.map((entry) => (entry.InventoryKitCategoryId === kitCategoryIds.osDrive ? { ...entry, AllowNone: true, DefaultInventoryItemId: null } : entry));
    render(<Configurator categories={optionalOsDrive} />);
    expect(within(group('OS Drive')).getByRole('radio', { name: /None/ })).toBeChecked();
    expect(screen.getByRole('region', { name: 'OS Drive' })).toHaveAttribute('data-state', 'none');
    expect(screen.getByRole('button', { name: 'Buy' })).toBeEnabled();
  });

  it("opens the designer for the chosen case from the UV Printing option, in a new tab (issue 20)", async () => {
    const user = userEvent.setup();
    render(<Configurator />);
    expect(screen.queryByRole('link', { name: /UV print/ })).not.toBeInTheDocument();
    await user.click(option('UV Printing', 'UV Panel Print'));
    await buildTakesChoice();
    const link = within(screen.getByRole('region', { name: 'UV Printing' })).getByRole('link', { name: 'Design your UV print for the NZXT H5 Flow (2024) Black Mid Tower Case (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/UvPrintDesigner/660001');
    expect(link).toHaveAttribute('target', '_blank');
    // A case without printable panels: the link gives way to a sentence saying why.
    await user.click(option('Case', 'Cooler Master NR200P V2 Mini-ITX Case'));
    await buildTakesChoice();
    await user.click(option('UV Printing', 'UV Panel Print'));
    await buildTakesChoice();
    expect(screen.queryByRole('link', { name: /UV print/ })).not.toBeInTheDocument();
    expect(screen.getByText('The chosen case has no printable panels. Choose another case to UV print it.')).toBeInTheDocument();
  });

  it('opens a saved UV design of the build in the designer for editing', () => {
    render(<Configurator configuration={uvPrintConfiguration} />);
    expect(screen.getByRole('link', { name: /^Edit your UV print design for the NZXT H5 Flow/ })).toHaveAttribute('href', '/UvPrintDesigner/660001/GAMER-7F3A');
  });

  it('resets UV Printing to None and tells the shopper, only when a real print was chosen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onNotice = vi.fn();
    render(<Configurator configuration={uvPrintConfiguration} onNotice={onNotice} />);
    expect(option('UV Printing', 'UV Panel Print')).toBeChecked();
    await user.click(option('Case', 'Fractal Design North Charcoal Black Mid Tower Case'));
    await buildTakesChoice();
    expect(option('UV Printing', 'No UV Printing')).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('UV Printing Selection Removed');
    expect(onNotice).toHaveBeenCalledWith({ message: 'UV Printing Selection Removed', durationMs: 2000 });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('UV Printing Selection Removed')).not.toBeInTheDocument();

    // Now UV Printing is None: another case shows no toast.
    await user.click(option('Case', 'NZXT H5 Flow (2024) Black Mid Tower Case'));
    await buildTakesChoice();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onNotice).toHaveBeenCalledTimes(1);
  });

  it('lists only motherboards of the CPU socket family and flags the kept board with an error naming both parts', async () => {
    const user = userEvent.setup();
    render(<Configurator />);
    await user.click(option('CPU', 'Intel Core i7-14700K Processor'));
    await buildTakesChoice();
    const boards = within(group('Motherboard')).getAllByRole('radio');
    expect(boards.map((board) => board.closest('label')?.querySelector('[data-part="option-name"]')?.textContent)).toEqual([
      'ASUS TUF Gaming B650-PLUS WIFI',
      'Gigabyte B760M DS3H DDR4',
      'ASUS ROG Strix Z790-A Gaming WIFI II',
    ]);
    const message = 'The Intel Core i7-14700K Processor uses socket LGA1700, but the ASUS TUF Gaming B650-PLUS WIFI has socket AM5.';
    const kept = option('Motherboard', 'ASUS TUF Gaming B650-PLUS WIFI');
    expect(kept.closest('label')).toHaveAttribute('data-compatibility', 'error');
    expect(kept).toHaveAccessibleDescription(`Incompatible: ${message}`);
    const verdicts = screen.getByRole('region', { name: 'Compatibility' });
    expect(within(verdicts).getByRole('status')).toHaveTextContent('1 incompatibility');
    expect(within(verdicts).getByText(message)).toBeInTheDocument();
    expect(option('Motherboard', 'ASUS ROG Strix Z790-A Gaming WIFI II').closest('label')).toHaveAttribute('data-compatibility', 'ok');
  });

  it('will not sell a build it calls incompatible: Buy is disabled with the reason beside it until the part fits', async () => {
    const user = userEvent.setup();
    const onBuy = vi.fn();
    render(<Configurator onBuy={onBuy} />);
    await user.click(option('CPU', 'Intel Core i7-14700K Processor'));
    await buildTakesChoice();
    const buy = screen.getByRole('button', { name: 'Buy' });
    const reason = 'Incompatible: The Intel Core i7-14700K Processor uses socket LGA1700, but the ASUS TUF Gaming B650-PLUS WIFI has socket AM5.';
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription(reason);
    await user.click(option('Motherboard', 'ASUS ROG Strix Z790-A Gaming WIFI II'));
    await buildTakesChoice();
    expect(buy).toBeEnabled();
    await user.click(buy);
    expect(onBuy).toHaveBeenCalledTimes(1);
  });

  it('flags DDR4 memory on the DDR5 board and can hide the incompatible options', async () => {
    const user = userEvent.setup();
    render(<Configurator />);
    const ddr4 = option('Memory', 'Kingston Fury Beast 32GB (2x16GB) DDR4-3200');
    expect(ddr4.closest('label')).toHaveAttribute('data-compatibility', 'error');
    expect(ddr4).toHaveAccessibleDescription(
      'Incompatible: The Kingston Fury Beast 32GB (2x16GB) DDR4-3200 is DDR4 memory, but the ASUS TUF Gaming B650-PLUS WIFI takes DDR5.',
    );
    const memory = screen.getByRole('region', { name: 'Memory' });
    await user.click(within(memory).getByRole('checkbox', { name: 'Hide incompatible' }));
    expect(within(group('Memory')).queryByRole('radio', { name: /Kingston/ })).not.toBeInTheDocument();
    expect(within(group('Memory')).getAllByRole('radio')).toHaveLength(2);
  });

  it('warns when the power supply leaves less than the recommended headroom', () => {
    render(<Configurator configuration={psuWarningConfiguration} />);
    const verdicts = screen.getByRole('region', { name: 'Compatibility' });
    expect(within(verdicts).getByRole('status')).toHaveTextContent('1 warning');
    expect(within(verdicts).getByText(/^The Corsair RM750e 750W 80 PLUS Gold Power Supply supplies 750 W, only 16% above the estimated 645 W/)).toBeInTheDocument();
    expect(option('Power Supply', 'Corsair RM750e 750W 80 PLUS Gold Power Supply').closest('label')).toHaveAttribute('data-compatibility', 'warning');
  });

  it('loads a saved configuration that arrives later, and falls back to the defaults when its fetch fails', () => {
    const { rerender } = render(<Configurator />);
    rerender(<Configurator configuration={incompatibleConfiguration} />);
    expect(option('CPU', 'Intel Core i7-14700K Processor')).toBeChecked();
    rerender(<Configurator configuration={incompatibleConfiguration} isConfigurationFailed />);
    expect(option('CPU', 'AMD Ryzen 7 9800X3D Processor')).toBeChecked();
    expect(price()).toHaveTextContent(DEFAULT_KIT_PRICE);
  });

  it('saves under a new key when the build leaves the defaults, and not again for the same build', async () => {
    const user = userEvent.setup();
    const onConfigurationChange = vi.fn();
    render(<Configurator onConfigurationChange={onConfigurationChange} />);
    await user.click(option('Power Supply', 'Corsair RM1000x 1000W 80 PLUS Gold Power Supply'));
    await buildTakesChoice();
    // Saved once the change is on screen, not in the click's frame (kitConfiguratorStore.test.ts).
    await vi.waitFor(() => expect(onConfigurationChange).toHaveBeenCalledTimes(1));
    const plan = onConfigurationChange.mock.calls[0]?.[0];
    expect(plan.path).toBe(`/products/${KIT_INVENTORY_ITEM_ID}/build/k3y-0001`);
    expect(plan.request.KeyStringId).toBe('k3y-0001');
    expect(plan.request.KitConfigurationItems).toContainEqual({ KitCategoryId: kitCategoryIds.powerSupply, SelectedInventoryItemId: kitParts.rm1000x.InventoryItemId, Quantity: 1, UvPrintDesignCode: null });
    // Three changes within one frame: the save waits for the frame, so frames are held until the third (on a busy
    // machine a real frame could fall between two clicks, and each change would then be saved on its own).
    const heldFrames: FrameRequestCallback[] = [];
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => heldFrames.push(callback));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(option('Power Supply', 'Corsair RM750e 750W 80 PLUS Gold Power Supply')).toBeChecked();
    await user.click(option('Power Supply', 'Corsair RM1000x 1000W 80 PLUS Gold Power Supply'));
    await user.click(option('Power Supply', 'Corsair RM750e 750W 80 PLUS Gold Power Supply'));
    frames.mockRestore();
    // The frame comes: the build takes both choices in the task after it, then the save waits for a frame of its own.
    await act(async () => {
      for (const callback of heldFrames.splice(0)) callback(performance.now());
      await afterPaint();
      await afterPaint();
    });
    // The build the key already holds, then the defaults: nothing new to save.
    expect(onConfigurationChange).toHaveBeenCalledTimes(1);
  });

  it('buys the kit with its children and says "Added to cart" for 1000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onBuy = vi.fn(() => Promise.resolve());
    render(<Configurator onBuy={onBuy} />);
    await user.click(buy());
    expect(onBuy).toHaveBeenCalledTimes(1);
    const line = (onBuy.mock.calls[0] as unknown as [{ InventoryItemId: number; AddToCartSource: string; KitChildren: unknown[] }])[0];
    expect(line.InventoryItemId).toBe(KIT_INVENTORY_ITEM_ID);
    expect(line.AddToCartSource).toBe('viewItemKit');
    expect(line.KitChildren).toHaveLength(9);
    expect(line.KitChildren).toContainEqual({
      InventoryItemId: kitParts.ryzen9800x3d.InventoryItemId,
      Quantity: 1,
      KitCategoryId: kitCategoryIds.cpu,
      UvPrintDesignCode: null,
      AddToCartSource: 'viewItemKitChild',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Added to cart');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it('shows no "Added to cart" when adding fails', async () => {
    const user = userEvent.setup();
    const onBuy = vi.fn(() => Promise.reject(new Error('cart unavailable')));
    render(<Configurator onBuy={onBuy} />);
    await user.click(buy());
    expect(onBuy).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(buy()).toBeEnabled();
  });

  it('re-renders only the categories a choice touches', async () => {
    const user = userEvent.setup();
    const commits: Record<string, number> = { cpu: 0, case: 0, powerSupply: 0 };
    const count = (id: string) => () => {
      commits[id] = (commits[id] ?? 0) + 1;
    };
    render(
      <KitConfigurator.Root kitInventoryItemId={KIT_INVENTORY_ITEM_ID} categories={kitCategories} generateKey={() => 'k'}>
        <Profiler id="cpu" onRender={count('cpu')}>
          <KitConfigurator.Category categoryId={kitCategoryIds.cpu} />
        </Profiler>
        <Profiler id="case" onRender={count('case')}>
          <KitConfigurator.Category categoryId={kitCategoryIds.case} />
        </Profiler>
        <Profiler id="powerSupply" onRender={count('powerSupply')}>
          <KitConfigurator.Category categoryId={kitCategoryIds.powerSupply} />
        </Profiler>
        <KitConfigurator.Category categoryId={kitCategoryIds.osDrive} />
      </KitConfigurator.Root>,
    );
    const before = { ...commits };
    // A second drive: 10 W more puts the 550 W supply under the recommended headroom (425 W × 1.3 > 550 W).
    await user.click(screen.getByRole('button', { name: 'Increase Quantity, OS Drive' }));
    expect(option('Power Supply', 'Cooler Master MWE 550W 80 PLUS Bronze Power Supply').closest('label')).toHaveAttribute('data-compatibility', 'warning');
    // The case is read by no power rule; the CPU marks and sentences stay the same (info from the supply's advice).
    expect(commits.cpu).toBe(before.cpu);
    expect(commits.case).toBe(before.case);
    expect(commits.powerSupply).toBeGreaterThan(before.powerSupply ?? 0);
  });
});
