import type { components } from '@rigkit/api-client';
import { productPath } from '@rigkit/domain/paths';
import { useRenderLink } from '../RigkitProvider/RigkitProvider.tsx';
import { SafeHtml } from '../SafeHtml/SafeHtml.tsx';
import type { SanitisedHtml } from '../SafeHtml/sanitiseHtml.ts';
import { productDetailsMessages } from './messages.ts';
import { Attachments } from './ProductDetailsAttachments.tsx';
import type { SectionProps } from './ProductDetailsSection.tsx';
import { Section } from './ProductDetailsSection.tsx';
import { productSpecificationGroups, productVariants } from './productSpecifications.ts';

type ItemDetail = components['schemas']['ItemDetail'];
type HeadingLevel = NonNullable<SectionProps['headingLevel']>;

export interface ProductDetailsOverviewProps extends SectionProps {
  /** The item as the product-detail call returns it. */
  item: Pick<ItemDetail, 'ItemCode' | 'ManufacturerName' | 'ManufacturerModel' | 'WarrantyName' | 'ItemWeight' | 'ShortDescription' | 'KeySellingPoints'>;
}

/** Details: short description, key selling points, and item code, brand, model, warranty and weight when known. */
function Overview({ item, ...section }: ProductDetailsOverviewProps) {
  const facts: [string, string | null | undefined][] = [
    [productDetailsMessages.itemCode, item.ItemCode],
    [productDetailsMessages.brand, item.ManufacturerName],
    [productDetailsMessages.model, item.ManufacturerModel],
    [productDetailsMessages.warranty, item.WarrantyName],
    [productDetailsMessages.weight, item.ItemWeight ? productDetailsMessages.weightValue(item.ItemWeight) : undefined],
  ];
  const shown = facts.filter((fact): fact is [string, string] => Boolean(fact[1]?.trim()));
  const points = (item.KeySellingPoints ?? []).filter((point) => point.trim() !== '');
  return (
    <Section {...section} part="details-overview" title={productDetailsMessages.details}>
      {item.ShortDescription?.trim() ? <p data-part="short-description">{item.ShortDescription}</p> : null}
      {points.length > 0 ? (
        <ul aria-label={productDetailsMessages.keySellingPoints} data-part="key-selling-points">
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
      {shown.length > 0 ? (
        <dl data-part="facts">
          {shown.map(([term, value]) => (
            <div key={term} data-part="fact">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Section>
  );
}

export interface ProductDetailsDescriptionProps extends SectionProps {
  /** The item's MarketingDescription after `sanitiseHtml` or a `createHtmlSanitiser` sanitiser (in the loader on the server). */
  html: SanitisedHtml | null | undefined;
}

/** The marketing description, CMS HTML rendered only once sanitised (issue 6 item 5); nothing when empty. */
function Description({ html, ...section }: ProductDetailsDescriptionProps) {
  if (!html) return null;
  return (
    <Section {...section} part="details-description" title={productDetailsMessages.description}>
      <SafeHtml html={html} />
    </Section>
  );
}

export interface ProductDetailsSpecificationsProps extends SectionProps {
  /** The item's Attributes. */
  attributes: ItemDetail['Attributes'];
}

/** Specifications: the ShowOnWeb attributes grouped by Group, Chief first, each group a table; nothing when none. */
function Specifications({ attributes, headingLevel = 2, ...section }: ProductDetailsSpecificationsProps) {
  const groups = productSpecificationGroups(attributes ?? []);
  if (groups.length === 0) return null;
  const GroupHeading = `h${Math.min(headingLevel + 1, 6)}` as `h${HeadingLevel}`;
  return (
    <Section {...section} headingLevel={headingLevel} part="details-specifications" title={productDetailsMessages.specifications}>
      {groups.map((group) => {
        const name = group.group ?? productDetailsMessages.otherSpecifications;
        return (
          <div key={name} data-part="specification-group">
            <GroupHeading data-part="specification-group-heading">{name}</GroupHeading>
            <table data-part="specification-table">
              <tbody>
                {group.attributes.map((attribute) => (
                  <tr key={attribute.key} data-chief={attribute.isChief ? '' : undefined}>
                    <th scope="row">{attribute.key}</th>
                    <td>{attribute.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </Section>
  );
}

export interface ProductDetailsVariantsProps extends SectionProps {
  /** The item as the product-detail call returns it. */
  item: Pick<ItemDetail, 'InventoryItemId' | 'AssociatedItems'>;
}

/** Variants: the 'Item Variant' associated items as links to their pages, the shown item marked current. */
function Variants({ item, ...section }: ProductDetailsVariantsProps) {
  const renderLink = useRenderLink();
  const variants = productVariants(item.AssociatedItems ?? []);
  if (variants.length === 0) return null;
  return (
    <Section {...section} part="details-variants" title={productDetailsMessages.variants}>
      <ul data-part="variant-list">
        {variants.map((variant) => {
          const text = variant.AdditionalText?.trim() || variant.ItemDescription || String(variant.InventoryItemId);
          const isCurrent = variant.InventoryItemId === item.InventoryItemId;
          return (
            <li key={variant.InventoryItemId} data-state={isCurrent ? 'current' : undefined}>
              {renderLink({
                href: productPath(variant.InventoryItemId, variant.ItemDescription, 'lower'),
                children: text,
                'data-part': 'variant-link',
                ...(isCurrent ? { 'aria-current': 'page' as const } : {}),
              })}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** Which disclaimer to show: the standard page's, or the exact-model one of the custom build page (spec 2 §2). */
export type ProductDisclaimerKind = 'standard' | 'exactModel';

export interface ProductDetailsDisclaimerProps extends SectionProps {
  /** The disclaimer's kind. @default 'standard' */
  kind?: ProductDisclaimerKind;
}

/** The disclaimer at the foot of the product page (spec 2 §2). */
function Disclaimer({ kind = 'standard', ...section }: ProductDetailsDisclaimerProps) {
  return (
    <Section {...section} part="details-disclaimer" title={productDetailsMessages.disclaimer}>
      <p data-kind={kind}>{kind === 'exactModel' ? productDetailsMessages.exactModelDisclaimer : productDetailsMessages.standardDisclaimer}</p>
    </Section>
  );
}

/**
 * The product page's detail sections (spec 2 §2): `Overview` (details), `Description` (sanitised marketing HTML),
 * `Specifications` (attributes), `Variants`, `Attachments` and `Disclaimer`, each a labelled section.
 */
export const ProductDetails = { Overview, Description, Specifications, Variants, Attachments, Disclaimer };
