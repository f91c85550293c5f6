import { ms, scenarioRow, summarize } from '../lib/stats.ts';
import { PAGE_RUNS, SECONDS, type CategoriesBenchResult, type DeliveryRound } from './categories.ts';

export function printCategoriesResults(result: CategoriesBenchResult): void {
  console.log(
    `\nCategories — ${result.patientsInScope} patients in scope (${result.patientsOutside} outside), ` +
      `${result.categories} categories (${result.alertCategories} alert), ${SECONDS} s per measurement`,
  );
  console.log(
    `ALERTS: ${result.alertPatients} patients. Each panel page alone (one client, median of ${PAGE_RUNS}):`,
  );
  console.table(
    result.pages.map((page) => ({
      category: page.category,
      alert: page.alert ? 'yes' : '',
      members: page.members,
      server: ms(page.serverMs),
      baseline: ms(page.baselineMs),
    })),
  );
  console.table(result.load.map(scenarioRow));
  const rounds = result.delivery.rounds;
  const figure = (pick: (round: DeliveryRound) => number) => {
    const summary = summarize(rounds.map(pick), 1);
    return `${ms(summary.p50)} (max ${ms(Math.max(...rounds.map(pick)))})`;
  };
  console.log(
    `\nDelivery run at ${result.delivery.now}, ${result.messages} messages, ${result.deliveryMemberships} memberships, ` +
      `${rounds[0]?.deliveries ?? 0} deliveries, median of ${rounds.length} rounds:`,
  );
  console.table({
    'first run (everything due)': figure((round) => round.firstRunMs),
    'repeat run (nothing left)': figure((round) => round.repeatRunMs),
    'engine memberships (30 categories)': figure((round) => round.engineMembershipsMs),
    'baseline memberships (one statement)': figure((round) => round.baselineMembershipsMs),
  });
  if (result.mismatches.length > 0) {
    console.log('\nSERVER AND BASELINE DISAGREE:');
    for (const mismatch of result.mismatches) console.log(`  ${mismatch}`);
  }
}
