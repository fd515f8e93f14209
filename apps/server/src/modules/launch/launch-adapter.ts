import { createHmac } from 'node:crypto';
import { houseLaunchAdapter } from '../house/launch-adapter.ts';
import { lotteryLaunchAdapter } from '../lottery/launch-adapter.ts';
import type { LaunchAdapter, LaunchRequest } from './launch-types.ts';

export type { LaunchAdapter, LaunchMode, LaunchRequest } from './launch-types.ts';

const PLACEHOLDER = /\{(vassalage|gameCode|nodeId|token|language|currency|mode|merchant|timestamp|signature)\}/g;

/** The string a URL-template vendor verifies the signature over. */
export function launchSignatureBase(req: LaunchRequest, timestamp: string): string {
  return [
    `vassalage=${req.vendor.vassalage}`,
    `gameCode=${req.game.gameCode}`,
    `token=${req.launchToken ?? ''}`,
    `currency=${req.currency}`,
    `mode=${req.mode}`,
    `timestamp=${timestamp}`,
  ].join('&');
}

/** True for a template this adapter can fill: an http(s) URL or a path on this site. */
export function isUsableTemplate(template: string): boolean {
  return /^(https?:\/\/[^\s{}]+|\/[^\s]*)/.test(template) && !/[\s<>"]/.test(template);
}

/**
 * External vendors that start a game from a URL: the vendor's template is filled with the launch
 * values (URL-encoded) and an HMAC-SHA256 signature over them with the vendor's secret.
 */
export const urlTemplateAdapter: LaunchAdapter = {
  kind: 'url-template',
  async launch(req) {
    if (!isUsableTemplate(req.vendor.launchUrlTemplate))
      throw new Error(`vendor ${req.vendor.vassalage} has no usable launch URL`);
    const timestamp = String(req.now.getTime());
    const signature = createHmac('sha256', req.vendor.launchSecret)
      .update(launchSignatureBase(req, timestamp))
      .digest('hex');
    const values: Record<string, string> = {
      vassalage: req.vendor.vassalage,
      gameCode: req.game.gameCode,
      nodeId: req.game.nodeId,
      token: req.launchToken ?? '',
      language: req.language,
      currency: req.currency,
      mode: req.mode,
      merchant: req.merchantCode,
      timestamp,
      signature,
    };
    return {
      gameUrl: req.vendor.launchUrlTemplate.replace(PLACEHOLDER, (_, key: string) =>
        encodeURIComponent(values[key] ?? ''),
      ),
    };
  },
};

/** The adapters this server knows, by kind: external URL-template vendors and the built-in house vendor. */
export const LAUNCH_ADAPTERS: ReadonlyMap<string, LaunchAdapter> = new Map([
  [urlTemplateAdapter.kind, urlTemplateAdapter],
  [houseLaunchAdapter.kind, houseLaunchAdapter],
  [lotteryLaunchAdapter.kind, lotteryLaunchAdapter],
]);
