import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What to check: CSS selectors to include or exclude, and a label naming the page in a failure. */
export interface AxeScope {
  include?: string[];
  exclude?: string[];
  label?: string;
}

/**
 * Asserts axe finds no serious or critical violations in the page (within `include`, without
 * `exclude`); a failure lists each as `label: rule-id node-target, node-target`.
 *
 * Legacy mode runs axe once in the page itself; the default mode injects it into every frame and opens an
 * extra blank page to merge the results, which costs a few seconds more a check. Legacy mode does not look
 * inside iframes, so it is used only when the page has a single frame; otherwise the default mode runs.
 */
export async function expectNoSeriousAxeViolations(page: Page, { include = [], exclude = [], label }: AxeScope = {}) {
  const builder = new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
  for (const selector of include) builder.include(selector);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label ? `${label}: ` : ''}${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
