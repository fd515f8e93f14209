import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './catalogue.ts';
import { gameTile } from './game-art.ts';

/** Checks that an SVG string is well-formed XML: tags nest and close, attributes are quoted, entities known. */
function wellFormed(svg: string): string | null {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let at = 0;
  while (at < svg.length) {
    tag.lastIndex = at;
    const m = tag.exec(svg);
    if (!m) return `bad markup at ${at}: ${svg.slice(at, at + 40)}`;
    at = tag.lastIndex;
    const [, close, name, , selfClose, text] = m;
    if (text !== undefined) {
      if (/&(?!(?:amp|lt|gt|quot|#\d+);)/.test(text)) return `bad entity in ${text}`;
      continue;
    }
    if (close) {
      if (stack.pop() !== name) return `</${name}> closes nothing open`;
    } else if (!selfClose) stack.push(name as string);
  }
  return stack.length === 0 ? null : `unclosed ${stack.join(',')}`;
}

describe('game tiles', () => {
  const games = generateCatalogue();
  const sample = games.filter((_, i) => i % 97 === 0 || i < 40);

  it('are well-formed SVG documents naming their game', () => {
    for (const g of sample) {
      const svg = gameTile({ nodeId: g.nodeId, title: g.names.EN, gameType: g.gameType });
      expect(svg, g.nodeId).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 240"/);
      expect(wellFormed(svg), `${g.nodeId} ${g.names.EN}`).toBeNull();
      expect(svg).toContain(`aria-label="${g.names.EN.replace(/'/g, '&#39;')}"`);
    }
  });

  it('escapes titles, and the checker refuses broken markup', () => {
    const svg = gameTile({ nodeId: '1', title: 'Tom & Jerry <Deluxe> "Rush"', gameType: 'RNG' });
    expect(wellFormed(svg)).toBeNull();
    expect(svg).not.toContain('<Deluxe>');
    expect(wellFormed('<svg><g></svg>')).not.toBeNull();
    expect(wellFormed('<svg><text>a & b</text></svg>')).not.toBeNull();
  });

  it('differ between games and are the same for the same game', () => {
    const tiles = sample.map((g) => gameTile({ nodeId: g.nodeId, title: g.names.EN, gameType: g.gameType }));
    expect(new Set(tiles).size).toBe(tiles.length);
    const first = sample[0];
    if (!first) throw new Error('no games');
    expect(gameTile({ nodeId: first.nodeId, title: first.names.EN, gameType: first.gameType })).toBe(tiles[0]);
  });

  it('draw a motif for the subject of the title', () => {
    const cards = gameTile({ nodeId: '5', title: 'Baccarat 4', gameType: 'LIVE' });
    const fish = gameTile({ nodeId: '6', title: 'Shark Hunter', gameType: 'FISH' });
    const wheel = gameTile({ nodeId: '7', title: 'Speed Roulette 2', gameType: 'LIVE' });
    expect(cards).toContain('rx="8"');
    expect(fish).not.toContain('rx="8"');
    expect(wheel).toContain('A54,54');
  });
});
