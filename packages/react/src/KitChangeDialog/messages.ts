// Kit-change dialog texts (spec 3 §4.8 "change a kit child item"). The spec quotes none for this action; every text
// here is designed, in the words of the order page's other actions.
export const kitChangeDialogMessages = {
  change: 'Change', // designed
  changeLabel: (category: string, description: string) => `Change ${category}: ${description}`, // designed
  title: (category: string) => `Change ${category}`, // designed
  loading: 'Loading options...', // designed
  loadFailed: 'Failed to load the options for this part', // designed
  tryAgain: 'Try Again', // spec 3 §8
  current: 'Current part', // designed
  layout: 'Show as', // designed
  grid: 'Grid', // designed
  compactlist: 'List', // designed
  save: 'Save', // designed
  saving: 'Saving...', // designed
  cancel: 'Cancel', // designed
  failed: 'Unable to change item', // designed, as "Unable to add item to order" (spec 3 §8)
} as const;
