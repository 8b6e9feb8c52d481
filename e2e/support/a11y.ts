import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** The rules the accessibility project checks: WCAG 2.1 levels A and AA (not axe's best practices). */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Puts axe-core into the page once per document: the screens of a test change by hash navigation,
 * so one copy serves every pass until a reload (a new document, checked by `window.axe`).
 */
async function ensureAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
}

/**
 * Runs one axe pass (WCAG 2.1 A and AA rules) on the page as it is now and fails on any violation
 * with impact 'serious' or 'critical', listing the rule, its help text and the offending nodes.
 * Only violations are collected (not the passing nodes), which makes a pass several times cheaper.
 * Only the accessibility project (e2e/a11y) calls it: journeys do not run axe inline.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await ensureAxe(page);
  const violations = await page.evaluate(async (tags) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    }));
  }, WCAG_21_AA_TAGS);
  const serious = (violations as Violation[]).filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = serious.map(
    (violation) =>
      `[${violation.impact}] ${violation.id}: ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect.soft(summary, `serious/critical accessibility violations on ${screen}`).toEqual([]);
}
