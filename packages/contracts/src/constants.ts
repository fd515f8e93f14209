/** Business constants of SPEC §9, shared by server and browser. */

export const CHUNK_TIMEOUT_MS = 120_000;
export const BANNER_AUTOPLAY_MS = 5_000;
export const JACKPOT_TICK_MS = 3_000;
export const JACKPOT_INCREMENT = 165.11;
export const CLOCK_REFRESH_MS = 1_000;
export const REMEMBER_COOKIE_MS = 86_400_000;
export const SMS_COUNTDOWN_SECONDS_PER_MINUTE = 60;
export const LOGIN_SMS_THROTTLE_MS = 1_000;
export const CAPTCHA_REFRESH_MIN_MS = 1_000;
export const COUNTRY_DROPDOWN_CLOSE_MS = 200;
export const SEARCH_DEBOUNCE_MS = 500;
export const FORCED_PASSWORD = '123456';
export const PAGE_SIZE = 15;
export const VENDOR_ARROWS_ABOVE = 8;
export const DROPDOWN_MAX_VENDORS = 11;
export const DROPDOWN_CENTER_BELOW = 6;
export const NOTICES_PER_PAGE = 9;
export const POPULAR_LOTTERY_COUNT = 20;
export const VN_NUMBERS_COUNT = 100;
export const CLIENT_TYPE = 3;
export const HOT_PLATFORM_FLAG = 2;
export const VIP_RANK_ABOVE = 4;
export const CHAT_WINDOW = { width: 440, height: 500 } as const;
export const SERVICE_POPUP = { width: 440, height: 750 } as const;
export const MIN_BET_CHOICES = [0.01, 0.05, 0.1, 0.5, 0.75] as const;
export const CLASSIFICATIONS = ['JP', 'TG', 'AC', 'BG'] as const;
export const PAGINATION_RANGE = 3;
export const PAGINATION_MARGIN = 1;
export const LAZY_IMAGE = { attempt: 1, threshold: 0.1 } as const;
export const GAME_TYPES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const;
export const GAME_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'RNG', 'PVP', 'DS88'] as const;
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;
export const ESPORTS_PROVIDERS = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const UPLOAD_MAX_IMAGES = 3;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const ACTIVITY_COMMENT_MAX = 140;
export const TOO_MANY_REQUESTS_RETRY_S = 300;
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;
export const MEMBER_TYPE = 0;
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/** How the header offers sign-in on desktop widths (brand setting `headerLogin`, SPEC §2). */
export const HEADER_LOGIN_STYLES = ['buttons', 'inline'] as const;
export type HeaderLoginStyle = (typeof HEADER_LOGIN_STYLES)[number];

/** Lazily loaded page groups (SPEC §2). */
export const PAGE_GROUPS = [
  'byIframe',
  'download',
  'egame',
  'fbSports',
  'game',
  'index',
  'joinus',
  'live',
  'lottery',
  'pointMall',
  'promo',
  'promoDetail',
  'seamless',
] as const;

/** True for account types that see the agent centre. */
export function isAgentType(type: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(type);
}

/** Licence badges a brand may show in its footer (SPEC §1). */
export const LICENCES = ['MGA', 'BVI', 'PAGCOR'] as const;

/**
 * Customer-service entry types: 1 social messenger, 2 chat app, 3 live chat (the chat link; its path
 * is sealed), 4 VIP service (members with club rankLevel above 4).
 */
export const CS_TYPES = { MESSENGER: 1, CHAT_APP: 2, LIVE_CHAT: 3, VIP: 4 } as const;

/** Who checks that a sign-in or register call comes from a person (docs/decisions/0204-bot-check.md). */
export const BOT_CHECK_PROVIDERS = ['off', 'local', 'turnstile', 'recaptcha'] as const;
export type BotCheckProvider = (typeof BOT_CHECK_PROVIDERS)[number];
