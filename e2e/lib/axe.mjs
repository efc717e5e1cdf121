import { AxeBuilder } from '@axe-core/playwright';
import { expect } from '@playwright/test';

/** WCAG 2.2 AA, the portal's bar for every page. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

function describe(violations) {
  return violations
    .map((violation) => {
      const targets = violation.nodes.slice(0, 5).map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.split('\n').join('\n      ')}`);
      return `- ${violation.id} (${violation.impact}): ${violation.help}\n${targets.join('\n')}`;
    })
    .join('\n');
}

/** Fails with a readable list when axe finds any WCAG 2.2 AA violation on the page. */
export async function expectNoAxeViolations(page, { label = page.url(), exclude = [] } = {}) {
  // axe reads computed colours: wait for running animations and transitions to end (a spinner's
  // endless one aside), or it catches a dialog's buttons half faded in. No locator sees animations.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  expect(violations.length, `axe: ${violations.length} violación(es) en ${label}\n${describe(violations)}`).toBe(0);
}
