import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from '../SafeHtml/sanitiseHtml.ts';
import { ProductDetails } from './ProductDetails.tsx';
import { attachmentUrl, detailsItem } from './ProductDetails.fixtures.ts';
import { RigkitProvider } from '../RigkitProvider/RigkitProvider.tsx';

const section = (name: string) => screen.getByRole('region', { name });

describe('ProductDetails (spec 2 §2 "details, variants, attributes, attachments, disclaimer")', () => {
  it('shows the item facts, short description and key selling points', () => {
    render(<ProductDetails.Overview item={detailsItem} />);
    const details = section('Details');
    expect(within(details).getByText('8 cores, 16 threads, 96MB L3 cache with 2nd-gen 3D V-Cache')).toBeInTheDocument();
    expect(within(details).getAllByRole('listitem').map((item) => item.textContent)).toContain('AM5 socket, PCIe 5.0');
    expect(within(details).getByText('Model').nextElementSibling).toHaveTextContent('100-100001084WOF');
    expect(within(details).getByText('Warranty').nextElementSibling).toHaveTextContent('3 Years Manufacturer Warranty');
    expect(within(details).getByText('Weight').nextElementSibling).toHaveTextContent('0.5 kg');
  });

  it('shows only the attributes marked ShowOnWeb, grouped, Chief first', () => {
    render(<ProductDetails.Specifications attributes={detailsItem.Attributes} />);
    const specifications = section('Specifications');
    expect(within(specifications).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Processor',
      'Compatibility',
      'Power',
    ]);
    const processor = within(specifications).getAllByRole('table')[0];
    expect(within(processor as HTMLElement).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Cores', 'Threads', 'L3 Cache']);
    expect(within(specifications).queryByText('Supplier SKU')).not.toBeInTheDocument();
  });

  it("links each 'Item Variant' to its page and marks the one shown", () => {
    render(<ProductDetails.Variants item={detailsItem} />);
    const variants = section('Variants');
    const links = within(variants).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Ryzen 7 9800X3D', 'Ryzen 9 9950X3D']);
    expect(links[1]).toHaveAttribute('href', '/Products/600111/amd-ryzen-9-9950x3d-16-core-am5-processor');
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(within(variants).queryByText('Thermal paste')).not.toBeInTheDocument();
  });

  it('renders variant links through renderLink so a router can take over', () => {
    render(
      <RigkitProvider renderLink={({ href, children }) => <a href={`#router${href}`}>{children}</a>}>
        <ProductDetails.Variants item={detailsItem} />
      </RigkitProvider>,
    );
    expect(screen.getByRole('link', { name: 'Ryzen 9 9950X3D' })).toHaveAttribute('href', '#router/Products/600111/amd-ryzen-9-9950x3d-16-core-am5-processor');
  });

  it('offers the safety data sheet for download', () => {
    render(<ProductDetails.Attachments attachments={detailsItem.Attachments} attachmentUrl={attachmentUrl} />);
    const link = within(section('Attachments')).getByRole('link', { name: 'Ryzen-9800X3D-safety-data-sheet.pdf' });
    expect(link).toHaveAttribute('href', '/api/files/7001/Ryzen-9800X3D-safety-data-sheet.pdf');
    expect(link).toHaveAttribute('download', 'Ryzen-9800X3D-safety-data-sheet.pdf');
  });

  it('renders the sanitised marketing description without its script', () => {
    const { container } = render(<ProductDetails.Description html={sanitiseHtml(detailsItem.MarketingDescription)} />);
    expect(within(section('Description')).getByRole('heading', { name: 'Built for gaming' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it.each([
    ['standard', 'Images are for illustration only.'],
    ['exactModel', 'The model number shown is the exact model you will receive.'],
  ] as const)('shows the %s disclaimer', (kind, text) => {
    render(<ProductDetails.Disclaimer kind={kind} />);
    expect(within(section('Disclaimer')).getByText(text, { exact: false })).toBeInTheDocument();
  });

  it('leaves out sections with nothing to show', () => {
    const { container } = render(
      <>
        <ProductDetails.Specifications attributes={[]} />
        <ProductDetails.Variants item={{ InventoryItemId: 1, AssociatedItems: [] }} />
        <ProductDetails.Attachments attachments={[]} attachmentUrl={attachmentUrl} />
        <ProductDetails.Description html={sanitiseHtml('')} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
