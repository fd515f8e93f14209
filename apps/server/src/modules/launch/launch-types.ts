import type { Language } from '@app/contracts/languages';

/** How a game is played: with the wallet's money, with play money (trial accounts), or only watched. */
export type LaunchMode = 'real' | 'free' | 'view';

/** Everything an adapter may need to build a vendor's game URL. */
export interface LaunchRequest {
  vendor: {
    vassalage: string;
    launchUrlTemplate: string;
    launchSecret: string;
    currency: string;
  };
  game: { nodeId: string; gameCode: string; gameType: string };
  /** The player; null for a visitor's view-only launch. */
  player: { memberId: number; username: string } | null;
  mode: LaunchMode;
  /**
   * The one-time launch token the vendor presents to the seamless wallet API to authenticate the
   * player (stored hashed in game_launches); null for view-only launches.
   */
  launchToken: string | null;
  currency: string;
  language: Language;
  merchantCode: string;
  now: Date;
}

/**
 * Starts a game at one kind of vendor. Each vendor row names its adapter (`game_vendors.launch_adapter`);
 * the URL-template adapter serves external vendors, the built-in house vendor brings its own.
 */
export interface LaunchAdapter {
  readonly kind: string;
  /** The URL the player's browser opens (absolute, or a path on this site). */
  launch(req: LaunchRequest): Promise<{ gameUrl: string }>;
}
