import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/** The rules the accessibility project checks: WCAG 2.1 levels A and AA (not axe's best practices). */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs one axe pass (WCAG 2.1 A and AA rules) on the page as it is now and fails on any violation
 * with impact 'serious' or 'critical', listing the rule, its help text and the offending nodes.
 * Only the accessibility project (e2e/a11y) calls it: journeys do not run axe inline.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // @axe-core/playwright resolves its own (newer) playwright-core, so its Page type differs from
  // @playwright/test's in the type system only; at run time it is the same page.
  const axePage = page as unknown as AxePage;
  const results = await new AxeBuilder({ page: axePage }).withTags(WCAG_21_AA_TAGS).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = serious.map(
    (violation) =>
      `[${violation.impact}] ${violation.id}: ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect.soft(summary, `serious/critical accessibility violations on ${screen}`).toEqual([]);
}
