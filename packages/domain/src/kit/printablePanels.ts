import type { KitItemAttribute } from './types.ts';

// UV panel choices are limited to the panels in the case's 'Printable Panels' attribute (L, R, T, F) (spec 2 §5).
export const PRINTABLE_PANEL_ATTRIBUTE = 'Printable Panels';
export const PRINTABLE_PANELS = ['L', 'R', 'T', 'F'] as const;
export type PrintablePanel = (typeof PRINTABLE_PANELS)[number];

/** Display names for the panel letters (designed: the spec gives only the letters). */
export const printablePanelNames: Readonly<Record<PrintablePanel, string>> = {
  L: 'Left',
  R: 'Right',
  T: 'Top',
  F: 'Front',
};

function isPrintablePanel(letter: string): letter is PrintablePanel {
  return (PRINTABLE_PANELS as readonly string[]).includes(letter);
}

/**
 * The panels a case can have printed, in L, R, T, F order. Accepts "L,R,T", "L R F", "L/R", "LRTF" and spelled-out
 * names ("Left, Top"); anything else is ignored. No attribute means no printable panel.
 */
export function printablePanelsOfCase(caseItem: { Attributes: readonly KitItemAttribute[] } | null | undefined): PrintablePanel[] {
  const value = caseItem?.Attributes.find(
    (attribute) => attribute.Key.trim().toLowerCase() === PRINTABLE_PANEL_ATTRIBUTE.toLowerCase(),
  )?.Value;
  if (!value) return [];
  const found = new Set<PrintablePanel>();
  for (const token of value.toUpperCase().split(/[^A-Z]+/).filter(Boolean)) {
    const fullName = PRINTABLE_PANELS.find((panel) => printablePanelNames[panel].toUpperCase() === token);
    if (fullName) found.add(fullName);
    else if ([...token].every(isPrintablePanel)) for (const letter of token) if (isPrintablePanel(letter)) found.add(letter);
  }
  return PRINTABLE_PANELS.filter((panel) => found.has(panel));
}

/** The panel letter of a design panel name: "L", "Left", "Left Panel" → L; unknown names → null. */
export function printablePanelOfName(panelName: string): PrintablePanel | null {
  const first = panelName.trim().charAt(0).toUpperCase();
  return isPrintablePanel(first) ? first : null;
}

/** Keeps the design panels the case can print. */
export function allowedUvPanels<T extends { PanelName: string }>(
  panels: readonly T[],
  allowed: readonly PrintablePanel[],
): T[] {
  return panels.filter((panel) => {
    const letter = printablePanelOfName(panel.PanelName);
    return letter !== null && allowed.includes(letter);
  });
}
