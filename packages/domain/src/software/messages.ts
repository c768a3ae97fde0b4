// Texts of the software screens (spec 1 §2); verbatim.
export const SOFTWARE_MESSAGES = {
  selectGamesTab: 'Select up to 5 Games',
  compatiblePcsTab: 'View Compatible PCs',
  optimisedPcsHeading: 'Optimised Gaming PCs',
} as const;
