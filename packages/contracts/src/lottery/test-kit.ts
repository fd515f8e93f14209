import { lotteryOf } from './games.ts';
import type { LotteryDef, LotteryResult, PlayTypeDef } from './types.ts';

/** Test helpers of the lottery rules' tests (not used by the apps). */

/** A lottery by game code (throws when missing, so a test cannot pass on undefined). */
export function game(code: string): LotteryDef {
  const def = lotteryOf(code);
  if (!def) throw new Error(`no lottery ${code}`);
  return def;
}

/** A play type of a lottery by code. */
export function playOf(def: LotteryDef, code: string): PlayTypeDef {
  const play = def.playTypes.find((p) => p.code === code);
  if (!play) throw new Error(`no play ${code} in ${def.gameCode}`);
  return play;
}

/** A one-group result ('digits' or 'dice') from a string of digits: digits('38059'). */
export const digits = (row: string, key = 'digits'): LotteryResult => ({ groups: [{ key, numbers: [...row] }] });

/** The parts of node:crypto the tests use (contracts are typed for the browser, without Node's types). */
interface NodeCrypto {
  createHash(algorithm: 'sha256'): { update(text: string): { digest(encoding: 'hex'): string } };
  createHmac(algorithm: 'sha256', key: string): { update(text: string): { digest(): Uint8Array } };
}
const nodeCrypto = (await import(/* @vite-ignore */ `node:${'crypto'}`)) as NodeCrypto;

/** SHA-256 hex of a text with node:crypto: the server's hash, passed where the rules take one. */
export const sha256Sync = (text: string): string => nodeCrypto.createHash('sha256').update(text).digest('hex');

/** HMAC-SHA256 with node:crypto, as the server computes a draw's blocks. */
export const hmacSync = (key: string, message: string): Uint8Array =>
  new Uint8Array(nodeCrypto.createHmac('sha256', key).update(message).digest());

/** A repository file's text (node:fs; the docs tests keep docs/lottery-rules.md true). */
export async function repoText(path: string): Promise<string> {
  const fs = (await import(/* @vite-ignore */ `node:${'fs/promises'}`)) as {
    readFile(url: URL, encoding: 'utf8'): Promise<string>;
  };
  return fs.readFile(new URL(`../../../../${path}`, import.meta.url), 'utf8');
}
