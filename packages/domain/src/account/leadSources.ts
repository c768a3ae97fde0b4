// "How did you hear about" lead sources on the order confirmation (spec 3 §2.8 §9). Ids 21 and 26 are written
// "{name}" in the spec (a name withheld there) and are kept exactly as written.
export type LeadSource = { id: number; name: string };

export const LEAD_SOURCES: readonly LeadSource[] = [
  { id: 1, name: 'Word of Mouth' },
  { id: 2, name: 'Existing Customer' },
  { id: 3, name: 'Google' },
  { id: 4, name: 'Static Ice' },
  { id: 5, name: 'POS' },
  { id: 8, name: 'TikTok' },
  { id: 9, name: 'X' },
  { id: 10, name: 'Twitter' },
  { id: 11, name: 'Facebook' },
  { id: 12, name: 'Youtube' },
  { id: 13, name: 'Friend or Family' },
  { id: 14, name: 'Whirlpool' },
  { id: 15, name: 'Reddit' },
  { id: 16, name: 'Overclockers' },
  { id: 17, name: 'APCGE' },
  { id: 18, name: 'Ozbargain' },
  { id: 19, name: 'Streamer' },
  { id: 20, name: 'Bajo' },
  { id: 21, name: '{name}' },
  { id: 22, name: 'Pez' },
  { id: 23, name: 'Intel' },
  { id: 24, name: 'Nvidia' },
  { id: 25, name: 'AMD' },
  { id: 26, name: '{name}' },
  { id: 27, name: 'ToastRackTV' },
  { id: 28, name: 'TheGamingGorilla' },
];

/** The lead source with this id, or undefined. */
export function leadSourceById(id: number): LeadSource | undefined {
  return LEAD_SOURCES.find((source) => source.id === id);
}
