// The kit page (spec 2 §2 "Other KIT: kit page"), also drawn for a custom build opened at its product address:
// pictures, price, what the kit holds with its default parts, Buy (the kit with those parts, then /cart) and
// Customise, which opens the configurator on the defaults (saved under a key) or at /Products/{id}/Build. Details,
// attachments, people also bought and the disclaimer close the page (the custom build's is the exact-model one).
import type { AddToCartLine } from '@rigkit/domain/cart';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { saveDefaultBuild } from './kitConfig.client.ts';
import { useBuyAndGoToCart } from './useBuyAndGoToCart.tsx';
import { KitContents } from './KitContents.tsx';
import { ProductDetailSections, ProductPeopleAlsoBought } from './ProductFooter.tsx';
import { ProductImages } from './ProductImages.tsx';
import { ProductSummary } from './ProductSummary.tsx';
import { canBuyHere, purchaseLine } from './purchaseLine.ts';
import type { ProductPageData } from './types.ts';
import { kitConfigurationPath } from '@rigkit/domain/paths';

export function KitProduct({ data, now }: { data: ProductPageData; now: Date }) {
  const { item } = data;
  const { buy: buyAndGo, toast } = useBuyAndGoToCart();
  const buy = async (line: AddToCartLine) => {
    const kitLine = purchaseLine(data, line);
    if (kitLine) await buyAndGo(kitLine);
  };
  const navigate = useNavigate();
  const [isOpeningConfigurator, setOpeningConfigurator] = useState(false);
  // With the default parts known, Customise saves them and opens the configurator on their key; otherwise it links
  // to /Products/{id}/Build and the configurator finds the kit's categories itself.
  const customise =
    data.kitDefaults.length > 0 ? (
      <button
        type="button"
        className="product-page__customise"
        disabled={isOpeningConfigurator}
        onClick={async () => {
          setOpeningConfigurator(true);
          try {
            await navigate(await saveDefaultBuild(item.InventoryItemId, data.kitDefaults));
          } catch {
            await navigate(kitConfigurationPath(item.InventoryItemId, null));
          } finally {
            setOpeningConfigurator(false);
          }
        }}
      >
        Customise
      </button>
    ) : (
      <Link className="product-page__customise" to={kitConfigurationPath(item.InventoryItemId, null)}>
        Customise
      </Link>
    );
  return (
    <>
      <ProductImages item={item} />
      <ProductSummary
        item={canBuyHere(data) ? item : { ...item, AvailableOnline: false }}
        now={now}
        onAddToCart={buy}
        intro={<KitContents id="kit-contents" item={item} heading="What's in this kit" />}
      >
        {customise}
      </ProductSummary>
      <div className="product-page__wide">
        <ProductDetailSections data={data} disclaimer={data.layout === 'customBuild' ? 'exactModel' : 'standard'} />
        <ProductPeopleAlsoBought items={data.peopleAlsoBought} />
      </div>
      {toast}
    </>
  );
}
