// Games with their hardware requirements (issue 5 item 3 "games with requirements"; spec 1 §3 "Software").
// Invented titles, fixed text and dates: the same store every time. Requirements are store part names per tier
// (Minimum, 1080P, 1440P, 4K), from four demand profiles; see software/gameCompatibility.ts for the levels.
import type { Insertable } from 'kysely';
import type { RequirementName, RequirementTier, SoftwareRequirementsTable, SoftwareTable } from '../db/softwareContentSchema.ts';

type Profile = 'light' | 'medium' | 'heavy' | 'extreme';

/** Required parts per profile, requirement and tier (Minimum, 1080P, 1440P, 4K). */
const profiles: Readonly<Record<Profile, Readonly<Record<RequirementName, readonly [string, string, string, string]>>>> = {
  light: {
    CPU: ['Ryzen 5 5600', 'Ryzen 5 5600', 'Ryzen 5 7600', 'Ryzen 5 7600'],
    'Graphics Card': ['GeForce GTX 1660 Super', 'Radeon RX 7600', 'GeForce RTX 5060 Ti', 'GeForce RTX 5070'],
    Memory: ['8GB', '16GB', '16GB', '16GB'],
  },
  medium: {
    CPU: ['Ryzen 5 5600', 'Ryzen 5 7600', 'Ryzen 5 7600X', 'Ryzen 5 7600X'],
    'Graphics Card': ['GeForce RTX 3060', 'GeForce RTX 5060 Ti', 'GeForce RTX 5070', 'GeForce RTX 5070 Ti'],
    Memory: ['8GB', '16GB', '16GB', '32GB'],
  },
  heavy: {
    CPU: ['Ryzen 5 7600', 'Ryzen 5 7600X', 'Ryzen 7 7700X', 'Ryzen 7 7700X'],
    'Graphics Card': ['GeForce RTX 4060', 'GeForce RTX 5070', 'GeForce RTX 5070 Ti', 'GeForce RTX 5080'],
    Memory: ['16GB', '16GB', '32GB', '32GB'],
  },
  extreme: {
    CPU: ['Ryzen 5 7600X', 'Ryzen 7 7700X', 'Ryzen 7 9700X', 'Ryzen 7 9700X'],
    'Graphics Card': ['GeForce RTX 5060 Ti', 'GeForce RTX 5070 Ti', 'GeForce RTX 5080', 'GeForce RTX 5090'],
    Memory: ['16GB', '32GB', '32GB', '64GB'],
  },
};

const tiers: readonly RequirementTier[] = ['Minimum', '1080P', '1440P', '4K'];

interface GameSeed {
  name: string;
  genre: string;
  profile: Profile;
  setting: string;
  storyline: string | null;
}

const games: readonly GameSeed[] = [
  { name: 'Ashfall Frontier', genre: 'open-world survival', profile: 'heavy', setting: 'a volcanic continent after the eruption', storyline: 'A surveyor searches the ash plains for the colony that went silent.' },
  { name: 'Neon Drift 2099', genre: 'arcade racer', profile: 'medium', setting: 'rain-soaked megacity streets', storyline: null },
  { name: 'Kingdoms of Verdance', genre: 'grand strategy', profile: 'light', setting: 'a thousand years of forest kingdoms', storyline: 'Unite the river clans before the old empire returns.' },
  { name: 'Starward Armada', genre: 'space combat', profile: 'extreme', setting: 'a contested star cluster', storyline: 'Command the last carrier of a broken fleet.' },
  { name: 'Iron Tide: Pacific', genre: 'naval warfare', profile: 'heavy', setting: 'the island chains of the Pacific', storyline: null },
  { name: 'Hollow Crown Remastered', genre: 'action RPG', profile: 'medium', setting: 'a cursed medieval realm', storyline: 'A disgraced knight takes up the crown nobody wanted.' },
  { name: 'Velocity Circuit', genre: 'motorsport simulation', profile: 'heavy', setting: 'twenty licensed-style circuits', storyline: null },
  { name: 'Dustline Outlaws', genre: 'western shooter', profile: 'medium', setting: 'a frontier railway town', storyline: 'Ride with a gang that robs the railway barons.' },
  { name: 'Echoes of Aurelia', genre: 'narrative adventure', profile: 'light', setting: 'a sunken coastal city', storyline: 'A diver hears voices from the drowned library.' },
  { name: 'Shardfall Tactics', genre: 'turn-based tactics', profile: 'light', setting: 'floating sky islands', storyline: null },
  { name: 'Red Harbour Racing', genre: 'street racer', profile: 'medium', setting: 'a harbour city at night', storyline: null },
  { name: 'Blackreef Survival', genre: 'survival crafting', profile: 'medium', setting: 'an uncharted reef atoll', storyline: 'Stranded after a storm, build a raft and a future.' },
  { name: 'The Long Meridian', genre: 'space exploration', profile: 'extreme', setting: 'a procedurally charted galaxy', storyline: 'Follow the signal along the meridian to the galactic core.' },
  { name: 'Quantum Breach Arena', genre: 'competitive shooter', profile: 'medium', setting: 'compact arena maps', storyline: null },
  { name: 'Mythwild', genre: 'creature-collecting RPG', profile: 'light', setting: 'an island of living myths', storyline: 'Befriend the guardians of the seven groves.' },
  { name: 'Frostbound Saga', genre: 'open-world RPG', profile: 'heavy', setting: 'a frozen northern kingdom', storyline: 'An exiled skald returns to end the endless winter.' },
  { name: 'Pixel Farmstead', genre: 'farming life sim', profile: 'light', setting: 'a cosy valley farm', storyline: null },
  { name: 'Siege of Karrath', genre: 'medieval warfare', profile: 'heavy', setting: 'the walls of Karrath', storyline: 'Hold the city for forty days until relief arrives.' },
  { name: 'Outback Rally Legends', genre: 'rally racing', profile: 'medium', setting: 'red-dirt stages across the outback', storyline: null },
  { name: 'Deep Signal', genre: 'sci-fi horror', profile: 'heavy', setting: 'a research station on the ocean floor', storyline: 'The station stopped answering three days ago.' },
  { name: 'Crimson Vanguard', genre: 'tactical shooter', profile: 'heavy', setting: 'modern urban battlefields', storyline: null },
  { name: 'Skyforge Online', genre: 'MMORPG', profile: 'medium', setting: 'a shared world of sky cities', storyline: 'Forge alliances as the sky cities drift apart.' },
  { name: 'Tidebreaker', genre: 'action adventure', profile: 'extreme', setting: 'storm-wracked archipelagos', storyline: 'A sea witch bargains with the tide itself.' },
  { name: 'Lantern Hollow', genre: 'puzzle adventure', profile: 'light', setting: 'a village lit only by lanterns', storyline: null },
  { name: 'Overclocked Heist', genre: 'co-op heist', profile: 'medium', setting: 'high-tech vaults', storyline: 'Four specialists, one vault, no second chances.' },
  { name: 'Wildlands Ranger', genre: 'hunting simulation', profile: 'heavy', setting: 'vast alpine reserves', storyline: null },
  { name: 'Arc Legion', genre: 'hero shooter', profile: 'medium', setting: 'a near-future league', storyline: null },
  { name: 'Silent Reactor', genre: 'stealth thriller', profile: 'heavy', setting: 'a decommissioned power plant', storyline: 'Get in, find the core logs, get out unseen.' },
  { name: 'Cosmic Trader', genre: 'space trading', profile: 'light', setting: 'busy trade lanes between moons', storyline: null },
  { name: 'Grand Prix Manager 2026', genre: 'sports management', profile: 'light', setting: 'a full racing season', storyline: null },
  { name: 'Ember Knights Reforged', genre: 'soulslike', profile: 'extreme', setting: 'a kingdom burning from within', storyline: 'Rekindle the five embers before the last flame fails.' },
  { name: 'Sunken Cathedral', genre: 'metroidvania', profile: 'light', setting: 'a flooded gothic cathedral', storyline: 'Descend through the cathedral to silence the bells.' },
  { name: 'Metro Gridlock', genre: 'city builder', profile: 'medium', setting: 'a growing coastal metropolis', storyline: null },
  { name: 'Rogue Satellite', genre: 'roguelike shooter', profile: 'medium', setting: 'a failing orbital station', storyline: null },
  { name: 'Duskwood Chronicles', genre: 'party RPG', profile: 'heavy', setting: 'the haunted Duskwood', storyline: 'A band of unlikely heroes answers the warden\'s call.' },
  { name: 'Apex Striker FC', genre: 'football', profile: 'medium', setting: 'club and international competitions', storyline: null },
  { name: 'Voidrunner', genre: 'parkour action', profile: 'extreme', setting: 'vertical cities above the void', storyline: 'Run the rooftops to deliver the message that ends the war.' },
  { name: 'Coral Kingdom', genre: 'underwater builder', profile: 'light', setting: 'a reef in need of restoring', storyline: null },
  { name: 'Stormwatch Tactics', genre: 'real-time strategy', profile: 'heavy', setting: 'a war across a stormy planet', storyline: null },
  { name: 'Final Orbit', genre: 'space simulation', profile: 'extreme', setting: 'a crewed mission to the outer planets', storyline: 'Keep the crew alive on the longest flight ever flown.' },
];

export const firstSoftwareId = 7001;
const colours = ['#4e342e', '#1a237e', '#1b5e20', '#311b92', '#004d40', '#b71c1c', '#263238', '#e65100'] as const;

/** An 11-character id shaped like YouTube's, for the sandbox player (no real video). */
function sandboxVideoId(softwareId: number, index: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let state = (softwareId * 2654435761 + index * 40503) >>> 0;
  let id = 'rk';
  while (id.length < 11) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    id += alphabet[state % alphabet.length] ?? 'A';
  }
  return id;
}

export interface SeedSoftware {
  software: Insertable<SoftwareTable>[];
  requirements: SoftwareRequirementsTable[];
}

export function generateSoftware(): SeedSoftware {
  const software: Insertable<SoftwareTable>[] = [];
  const requirements: SoftwareRequirementsTable[] = [];
  games.forEach((game, index) => {
    const softwareId = firstSoftwareId + index;
    const year = 2019 + (index % 8);
    const month = String(1 + ((index * 5) % 12)).padStart(2, '0');
    const dayOfMonth = String(1 + ((index * 11) % 28)).padStart(2, '0');
    software.push({
      software_id: softwareId,
      software_name: game.name,
      sort_order: index + 1,
      release_date: `${year}-${month}-${dayOfMonth}`,
      rating: 62 + ((index * 17) % 35),
      summary: `${game.name} is ${/^[aeiou]/i.test(game.genre) ? 'an' : 'a'} ${game.genre} set in ${game.setting}.`,
      storyline: game.storyline,
      youtube_video_ids: JSON.stringify(Array.from({ length: 1 + (index % 2) }, (_, videoIndex) => sandboxVideoId(softwareId, videoIndex))),
      webpage_id: null,
      screenshot_count: 3 + (index % 4),
      colour: colours[index % colours.length] ?? '#37474f',
    });
    for (const [requirementName, parts] of Object.entries(profiles[game.profile]) as [RequirementName, readonly string[]][]) {
      tiers.forEach((tier, tierIndex) => {
        requirements.push({ software_id: softwareId, requirement_name: requirementName, tier, required_part: parts[tierIndex] ?? '' });
      });
    }
  });
  return { software, requirements };
}
