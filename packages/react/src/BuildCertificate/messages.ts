// Build certificate texts (spec 3 §2.10): "YOUR NEW RIG" and "Download Certificate" are the spec's; the labels and the
// not-found text are designed (the spec names "a not-found message" only).
import { ACCOUNT_MESSAGES } from '@rigkit/domain/account';

export const buildCertificateMessages = {
  title: ACCOUNT_MESSAGES.buildCertificateTitle,
  download: 'Download Certificate',
  notFound: 'Sorry, we could not find a build with that number.', // designed
  salesOrder: 'Sales order', // designed
  quantity: 'Quantity', // designed
  buildId: 'Build', // designed
  purchased: 'Purchased', // designed
  components: 'Components', // designed
  builtBy: (alias: string) => `Built by ${alias}`, // designed
  avatar: (alias: string) => `${alias}'s avatar`, // designed
  image: (name: string) => name, // designed: the build's picture is named after it
} as const;
