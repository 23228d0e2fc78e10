import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** The WCAG 2.2 AA rule set every page must pass: A and AA of 2.0, 2.1 and 2.2. */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * Runs axe on the page as it is now and returns its violations in a readable form (empty when clean).
 *
 * Legacy mode runs `axe.run` in the page itself. The default mode runs axe per frame and then merges the results
 * in a blank page it opens for every call, which doubles the cost of a check (about 1 s instead of 0.5 s per page
 * here, some 200 checks per run). What legacy mode leaves out, frames from another origin, our pages do not have.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode().analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}
