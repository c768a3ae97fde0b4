// "What's in your build" (spec 2 §2 Specifications anchor): the build's parts in the spec's category order
// (spec 2 §9, by the domain's prebuiltSpecSummary), with a quantity prefix when more than one.
import type { PrebuiltComponent } from '@rigkit/domain/product';
import { prebuiltSpecSummary } from '@rigkit/domain/product';
import { PartsSection } from './PartsSection.tsx';

export function SpecSummary({ id, components, heading = "What's in your build" }: { id: string; components: readonly PrebuiltComponent[]; heading?: string }) {
  return <PartsSection id={id} heading={heading} rows={prebuiltSpecSummary(components)} className="spec-summary" />;
}
