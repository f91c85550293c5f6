import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0–2.2, levels A and AA: what issue 20 asks every screen to meet. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
}

/**
 * Runs axe-core in the page and returns its serious and critical WCAG AA violations, in the whole
 * page or only `within` the elements a CSS selector names. The script is evaluated through the
 * debugging protocol, so the page's Content-Security-Policy stays as served; it stays in the page
 * until the next load.
 */
export async function seriousViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  // Colours are measured as shown: a dialog still fading in blends with what lies under it.
  // (A transition the page replaces ends as cancelled, which is as good as finished here.)
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${AXE_SOURCE}\n;void 0`);
  return page.evaluate(
    async ([tags, selector]) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: Document | { include: string[][] }, options: object) => Promise<AxeResults> };
        }
      ).axe;
      interface AxeResults {
        violations: {
          id: string;
          impact: string | null;
          help: string;
          nodes: { target: string[]; failureSummary?: string }[];
        }[];
      }
      const results = await axe.run(selector ? { include: [[selector]] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? '',
          help: violation.help,
          targets: violation.nodes
            .slice(0, 5)
            .map(
              (node) =>
                `${node.target.join(' ')} [${(node.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}]`,
            ),
        }));
    },
    [WCAG_AA, within] as const,
  );
}

/** One line per violation, for a failure message a person can act on. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.targets.join(', ')}`,
    )
    .join('\n');
}
