// The store's social media as the local adapters serve it (issue 19 item 6): recent Instagram posts and the videos of
// its YouTube playlist, with captions and titles a PC store would post. Their pictures are drawn on request from
// these rows (content/socialMediaImages.ts), so nothing is downloaded and the same row always draws the same bytes.

export interface SeededInstagramPost {
  id: string;
  shortcode: string;
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  caption: string;
  /** Background and accent colours of the drawing. */
  colours: readonly [string, string];
  motif: 'tower' | 'desk' | 'gpu' | 'fans';
}

export const seededInstagramPosts: readonly SeededInstagramPost[] = [
  { id: '17895695668004550', shortcode: 'C1a2B3c4D5e', media_type: 'IMAGE', caption: 'White Lian Li O11 Vision build for a Wangara customer', colours: ['#e8eef7', '#7c4dff'], motif: 'tower' },
  { id: '17895695668004551', shortcode: 'C1a2B3c4D5f', media_type: 'CAROUSEL_ALBUM', caption: 'Stream desk setup built at Osborne Park', colours: ['#1f2430', '#00e5ff'], motif: 'desk' },
  { id: '17895695668004552', shortcode: 'C1a2B3c4D5g', media_type: 'IMAGE', caption: 'RTX 5080 arrivals at Bentley this morning', colours: ['#101418', '#76b900'], motif: 'gpu' },
  { id: '17895695668004553', shortcode: 'C1a2B3c4D5h', media_type: 'IMAGE', caption: 'Fan swap on a Moorabbin workbench', colours: ['#0e1a2b', '#ff3d7f'], motif: 'fans' },
  { id: '17895695668004554', shortcode: 'C1a2B3c4D5i', media_type: 'IMAGE', caption: 'Black and red custom loop, Cockburn store', colours: ['#1a1012', '#e53935'], motif: 'tower' },
  { id: '17895695668004555', shortcode: 'C1a2B3c4D5j', media_type: 'IMAGE', caption: 'Compact ITX build for a LAN party in Perth', colours: ['#f4f1ea', '#ff7e29'], motif: 'desk' },
  { id: '17895695668004556', shortcode: 'C1a2B3c4D5k', media_type: 'IMAGE', caption: 'Triple-fan GPU stack before the weekend sale', colours: ['#141a22', '#ffb300'], motif: 'gpu' },
  { id: '17895695668004557', shortcode: 'C1a2B3c4D5l', media_type: 'IMAGE', caption: 'RGB fans lined up for a Dandenong Click and Collect order', colours: ['#11131a', '#00e5ff'], motif: 'fans' },
  { id: '17895695668004558', shortcode: 'C1a2B3c4D5m', media_type: 'IMAGE', caption: 'Workstation with 128 GB for a Perth architect', colours: ['#eef2f5', '#1d4ed8'], motif: 'tower' },
  { id: '17895695668004559', shortcode: 'C1a2B3c4D5n', media_type: 'IMAGE', caption: 'Our Bentley workshop at the end of a busy Saturday', colours: ['#23201c', '#ff7e29'], motif: 'desk' },
];

export interface SeededVideo {
  videoId: string;
  title: string;
  description: string;
  colours: readonly [string, string];
}

/** The one seeded playlist (the store's build guides); another id is an unknown playlist. */
export const seededPlaylistId = 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG';

export const seededPlaylistVideos: readonly SeededVideo[] = [
  { videoId: 'rk5070tibld', title: 'RTX 5070 Ti build guide', description: 'We build a mid-range gaming PC around the RTX 5070 Ti and a Ryzen 7 9700X.', colours: ['#101418', '#76b900'] },
  { videoId: 'rkuvprint01', title: 'UV printing a glass side panel', description: 'From your artwork to a printed panel: how our UV printer works.', colours: ['#1f1530', '#ff3d7f'] },
  { videoId: 'rkcablemgt1', title: 'Cable management in ten minutes', description: 'Our Osborne Park techs tidy a full tower with zip ties and patience.', colours: ['#0e1a2b', '#00e5ff'] },
  { videoId: 'rkwatercool', title: 'Filling and leak-testing a custom loop', description: 'The 24-hour leak test every water-cooled build gets before it ships.', colours: ['#0b1f2a', '#29b6f6'] },
];
