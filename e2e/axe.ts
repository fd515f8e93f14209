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
 * Runs axe on the page and returns its serious and critical violations, each as
 * `label: rule-id node-target, node-target`.
 *
 * Legacy mode runs axe once in the page itself; the default mode injects it into every frame and opens an
 * extra blank page to merge the results, which costs a few seconds more a check. Legacy mode does not look
 * inside iframes, so it is used only when the page has a single frame; otherwise the default mode runs.
 */
export async function seriousAxeViolations(page: Page, { include = [], exclude = [], label }: AxeScope = {}) {
  const builder = new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
  for (const selector of include) builder.include(selector);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label ? `${label}: ` : ''}${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Asserts axe finds no serious or critical violations (see seriousAxeViolations for scope and mode). */
export async function expectNoSeriousAxeViolations(page: Page, scope: AxeScope = {}) {
  expect(await seriousAxeViolations(page, scope)).toEqual([]);
}
