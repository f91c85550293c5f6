import { cpuPerRequest } from '../lib/cpu.ts';
import { ms, scenarioRow, summarize } from '../lib/stats.ts';
import { PAGE_RUNS, SECONDS, type CategoriesBenchResult, type DeliveryRound } from './categories.ts';

export function printCategoriesResults(result: CategoriesBenchResult): void {
  console.log(
    `\nCategories — ${result.patientsInScope} patients in scope (${result.patientsOutside} outside), ` +
      `${result.categories} categories (${result.alertCategories} alert), ${SECONDS} s per measurement; ` +
      `seeding ${(result.seedMs / 1000).toFixed(1)} s, categories and messages ${(result.categoriesMs / 1000).toFixed(1)} s`,
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
      'stored baseline': ms(page.baselineMs),
      'raw baseline': ms(page.rawMs),
    })),
  );
  console.log('Under load: the server against the baseline over the stored members, and from the raw tables');
  console.table(
    result.load.map((row) => ({
      ...scenarioRow(row),
      'raw p95': ms(row.raw.p95),
      'raw ratio': (row.server.p95 / row.raw.p95).toFixed(2),
    })),
  );
  console.log('CPU time per request (server process / PostgreSQL / benchmark process)');
  console.table(
    result.load.map((row) => ({
      scenario: row.scenario,
      clients: row.concurrency,
      server: cpuPerRequest(row.serverCpu, row.server),
      'stored baseline': cpuPerRequest(row.baselineCpu, row.baseline),
      'raw baseline': cpuPerRequest(row.rawCpu, row.raw),
    })),
  );
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
    'baseline memberships, stored members (one statement)': figure((round) => round.baselineMembershipsMs),
    'baseline memberships, from raw tables (one statement)': figure((round) => round.rawMembershipsMs),
  });
  if (result.mismatches.length > 0) {
    console.log('\nSERVER AND BASELINE DISAGREE:');
    for (const mismatch of result.mismatches) console.log(`  ${mismatch}`);
  }
}
