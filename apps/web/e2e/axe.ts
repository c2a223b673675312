import { axeSource } from 'lighthouse/core/lib/axe.js';
import type { Page } from 'playwright-core';

// axe-core as Lighthouse ships it (the same rules its accessibility audit runs), injected into the page
// as it is: every rule but the experimental ones, on the whole document.

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

// A string, not a function: the test runner's transform would otherwise reach the page's code.
const RUN_AXE = `axe.run(document, { resultTypes: ['violations'] }).then((results) =>
  results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  })))`;

/** Fails with each rule broken and where, unless axe finds no violation in the page as it is now. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  // Colours are judged as they settle: a button fading in after a save is not a contrast failure (an
  // endless animation, a spinner, never settles and is left out).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  if (!(await page.evaluate(`typeof window.axe !== 'undefined'`))) await page.evaluate(axeSource);
  const violations = (await page.evaluate(RUN_AXE)) as Violation[];
  if (violations.length > 0) {
    throw new Error(
      `${where} : ${violations.length} règle(s) d’accessibilité enfreinte(s) :\n  ${violations
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}) ${violation.help} → ${violation.targets.join(', ')}`,
        )
        .join('\n  ')}`,
    );
  }
}
