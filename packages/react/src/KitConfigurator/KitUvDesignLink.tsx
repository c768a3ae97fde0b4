// Under the UV Printing category, once a real UV print is chosen: the designer for the chosen case (spec 2 §2 "the
// custom build page's UV Printing option opening the designer for the chosen case"; issue 20). Opened in a new tab
// as from the cart and product pages (spec 2 §2 routes), so the build stays as it is. Subscribes only to the case
// and UV selections: a change elsewhere in the build does not re-render it.
import { isCaseCategory, isRealUvPrintSelection, printablePanelsOfSelectedCase, type KitState } from '@rigkit/domain/kit';
import { uvPrintDesignerPath } from '@rigkit/domain/paths';
import { useMemo } from 'react';
import { RigkitLink } from '../RigkitProvider/index.ts';
import type { KitConfiguratorController } from './useKitConfigurator.ts';
import { useKitSlice } from './useKitConfigurator.ts';
import { kitConfiguratorMessages as messages } from './messages.ts';

interface UvTarget {
  caseId: number | null;
  caseName: string;
  hasPanels: boolean;
  designCode: string | null;
  isUvChosen: boolean;
}

const sameTarget = (a: UvTarget, b: UvTarget) => a.caseId === b.caseId && a.caseName === b.caseName && a.hasPanels === b.hasPanels && a.designCode === b.designCode && a.isUvChosen === b.isUvChosen;

/** A selector of what the link shows; the same object while nothing it shows changed (useSyncExternalStore compares snapshots by identity). */
function createUvTargetSelector(categoryId: number): (state: KitState) => UvTarget {
  let last: UvTarget | undefined;
  return (state) => {
    const caseCategory = state.categories.find(isCaseCategory);
    const caseSelection = caseCategory ? state.selections.find((selection) => selection.InventoryKitCategoryId === caseCategory.InventoryKitCategoryId) : undefined;
    const uvSelection = state.selections.find((selection) => selection.InventoryKitCategoryId === categoryId);
    const next: UvTarget = {
      caseId: caseSelection?.SelectedInventoryItemId ?? null,
      caseName: caseSelection?.ItemDescription ?? '',
      hasPanels: printablePanelsOfSelectedCase(state).length > 0,
      designCode: uvSelection?.UvPrintDesignCode ?? null,
      isUvChosen: isRealUvPrintSelection(uvSelection),
    };
    if (last && sameTarget(last, next)) return last;
    last = next;
    return next;
  };
}

export function UvDesignLink({ controller, categoryId }: { controller: KitConfiguratorController; categoryId: number }) {
  const select = useMemo(() => createUvTargetSelector(categoryId), [categoryId]);
  const target = useKitSlice(controller.store, select);
  if (!target.isUvChosen) return null;
  if (target.caseId === null) {
    return (
      <p data-part="uv-design" data-state="no-case">
        {messages.uvChooseCase}
      </p>
    );
  }
  if (!target.hasPanels) {
    return (
      <p data-part="uv-design" data-state="not-printable">
        {messages.uvCaseNotPrintable}
      </p>
    );
  }
  return (
    <p data-part="uv-design" data-state="ready">
      <RigkitLink href={uvPrintDesignerPath(target.caseId, target.designCode)} target="_blank" rel="noopener" data-part="uv-design-link">
        {target.designCode ? messages.uvEditDesign : messages.uvDesign} <span data-part="uv-design-case">{messages.uvForCase(target.caseName)}</span>{' '}
        <span data-part="new-tab">{messages.opensInNewTab}</span>
      </RigkitLink>
    </p>
  );
}

