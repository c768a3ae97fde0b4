// The compare control and tray (issue 17 defect 14). Spec 2 §2 names the compare page only; every word is designed
// except the 5th-item refusal, which is the domain's (compareMessages.full).
import { compareMessages as domainCompareMessages, maximumCompareItems } from '@rigkit/domain/compare';

export const compareTrayMessages = {
  toggle: 'Compare', // designed: the tile's and product page's toggle button
  trayLabel: 'Items to compare', // designed
  heading: (count: number) => `Compare (${count} of ${maximumCompareItems})`, // designed
  remove: 'Remove', // designed
  removeLabel: (description: string) => `Remove ${description} from compare`, // designed
  compareLink: 'Compare', // designed
  chooseAnother: 'Choose another item to compare.', // designed
  clear: 'Clear', // designed
  full: domainCompareMessages.full,
} as const;
