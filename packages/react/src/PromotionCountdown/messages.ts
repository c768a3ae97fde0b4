// Promotion countdown texts (spec 2 §4: per second under 14 days, otherwise "until promotion stock is exhausted",
// whose wording comes from the domain's countdown); the lead words are designed.
export const promotionCountdownMessages = {
  endsIn: 'Ends in', // designed
  runs: 'Runs', // designed: "Runs until promotion stock is exhausted"
  ended: 'This promotion has ended', // designed
} as const;
