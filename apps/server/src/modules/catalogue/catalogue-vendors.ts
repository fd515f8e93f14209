/** A seeded vendor: invented names only (no real vendor names or artwork). */
export interface VendorSeed {
  vassalage: string;
  name: string;
  gameType: 'ELOTT' | 'LOTT' | 'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP' | 'DS88';
  isHot?: boolean;
  launchView: 'popup' | 'page' | 'seamless';
  /** RNG vendors: share of the slot games, relative to the other RNG vendors. */
  weight?: number;
  /** PVP and DS88: the vendor shows a VASSALAGE entry with a sub-game list ('only' = nothing else). */
  hall?: 'also' | 'only';
}

const rng = (vassalage: string, name: string, weight: number, isHot = false): VendorSeed => ({
  vassalage,
  name,
  gameType: 'RNG',
  launchView: 'popup',
  weight,
  isHot,
});

/** About 40 vendors across the categories; esports vendors use the codes of the brand's esports list. */
export const VENDORS: readonly VendorSeed[] = [
  rng('STF', 'Starforge Slots', 12, true),
  rng('LLT', 'Lucky Lantern', 11, true),
  rng('MYR', 'Mystic Reels', 10),
  rng('GCM', 'Golden Comet', 10, true),
  rng('JWS', 'Jadewave Studio', 9),
  rng('PXP', 'Pixel Pirate Play', 8),
  rng('AUS', 'Aurora Spin', 8),
  rng('TFX', 'Thunderfox', 7),
  rng('NOR', 'Neon Orchard', 7),
  rng('CCR', 'Coral Crown', 6),
  rng('VVT', 'Velvet Vault', 6),
  rng('SPK', 'Sunpeak Games', 5),
  rng('MMG', 'Moonmint Games', 4),
  rng('BLB', 'Bluebell Bytes', 3),
  { vassalage: 'VLV', name: 'Velvet Live', gameType: 'LIVE', launchView: 'page', isHot: true },
  { vassalage: 'CRL', name: 'Crimson Lounge', gameType: 'LIVE', launchView: 'page' },
  { vassalage: 'OPL', name: 'Opal Live', gameType: 'LIVE', launchView: 'page', isHot: true },
  { vassalage: 'RVT', name: 'Riverstone Tables', gameType: 'LIVE', launchView: 'page' },
  { vassalage: 'HLL', name: 'Halo Live', gameType: 'LIVE', launchView: 'page' },
  { vassalage: 'MRL', name: 'Marble Lounge', gameType: 'LIVE', launchView: 'page' },
  { vassalage: 'TDF', name: 'Tidefin', gameType: 'FISH', launchView: 'popup', isHot: true },
  { vassalage: 'CRF', name: 'Coralfin', gameType: 'FISH', launchView: 'popup' },
  { vassalage: 'DPR', name: 'Deep Reef', gameType: 'FISH', launchView: 'popup' },
  { vassalage: 'SHL', name: 'Shellstorm', gameType: 'FISH', launchView: 'popup' },
  { vassalage: 'ACE', name: 'Acehouse', gameType: 'PVP', launchView: 'page', isHot: true },
  { vassalage: 'KNT', name: 'Knightcard', gameType: 'PVP', launchView: 'page', hall: 'only' },
  { vassalage: 'PLM', name: 'Palmcard', gameType: 'PVP', launchView: 'page' },
  { vassalage: 'LTC', name: 'Lotuscard', gameType: 'PVP', launchView: 'page', hall: 'also' },
  { vassalage: 'FB', name: 'Fastbreak Sports', gameType: 'SPORTS', launchView: 'seamless', isHot: true },
  { vassalage: 'KSB', name: 'Keystone Sportsbook', gameType: 'SPORTS', launchView: 'seamless' },
  { vassalage: 'ORS', name: 'Orbit Sports', gameType: 'SPORTS', launchView: 'seamless' },
  { vassalage: 'SMS', name: 'Summit Sports', gameType: 'SPORTS', launchView: 'seamless' },
  { vassalage: 'AV', name: 'Avalon Esports', gameType: 'SPORTS', launchView: 'seamless', isHot: true },
  { vassalage: 'AI', name: 'Apex Insight Esports', gameType: 'SPORTS', launchView: 'seamless' },
  { vassalage: 'IMES', name: 'Imperial Esports', gameType: 'SPORTS', launchView: 'seamless' },
  { vassalage: 'TF', name: 'Tideforge Esports', gameType: 'SPORTS', launchView: 'seamless' },
  { vassalage: 'IA', name: 'Iron Arena Esports', gameType: 'SPORTS', launchView: 'seamless' },
  { vassalage: 'ELOTT', name: 'Electra Lotto', gameType: 'ELOTT', launchView: 'page', isHot: true },
  { vassalage: 'TCG_LOTTO_VN', name: 'Lotus Vietnam Lotto', gameType: 'ELOTT', launchView: 'page' },
  { vassalage: 'LOTT', name: 'Lotterra', gameType: 'LOTT', launchView: 'page', isHot: true },
  { vassalage: 'TCG_SEA', name: 'Seabreeze Lottery', gameType: 'LOTT', launchView: 'page' },
  { vassalage: 'SPR', name: 'Spurline Arena', gameType: 'DS88', launchView: 'page', hall: 'also', isHot: true },
  { vassalage: 'CKP', name: 'Cockpit Royale', gameType: 'DS88', launchView: 'page' },
];

/** How many games the seed makes in all. */
export const CATALOGUE_SIZE = 10_000;

/** Where seeded URL-template vendors send players: the local sandbox that stands in for a vendor. */
export const SANDBOX_TEMPLATE =
  '/sandbox/vendor/{vassalage}/play?game={gameCode}&token={token}&lang={language}&currency={currency}&mode={mode}&ts={timestamp}&sig={signature}';
