// Knowledge-base viewer texts. "Notify me" and "Last Updated … AWST" follow spec 1 §2 (the stamp is formatted in
// @rigkit/domain/knowledgebase); the rest is designed.
export const knowledgeBaseMessages = {
  questions: 'Questions', // designed
  linkTo: 'Link to', // designed: read before the question
  notifyMe: 'Notify me',
  notifyTitle: (name: string) => `Notify me when "${name}" is updated`, // designed
  close: 'Close', // designed
  error: 'We could not load these answers. Please try again.', // designed (spec 1 §8: an error state)
  retry: 'Try again', // designed
} as const;
