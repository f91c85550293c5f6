import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { benchCategories } from './suites/categories.ts';
import { printCategoriesResults } from './suites/categories-report.ts';
import { benchIngestion, printIngestionResults } from './suites/ingestion.ts';
import { benchPatientsList, printListResults } from './suites/patients-list.ts';
import { benchPatientsListEmbedded, printEmbeddedListResults } from './suites/patients-list-embedded.ts';

/** Runs every benchmark, prints its figures with the ratio to its baseline, and keeps a JSON copy. */
const machine = {
  cpus: os.cpus().length,
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  load: os.loadavg(),
};
console.log(
  `machine: ${machine.cpus} cores, ${machine.memoryGb} GB, Node ${machine.node}, load ${machine.load.map((value) => value.toFixed(1)).join(' ')}`,
);

// BENCH_SUITES=ingestion (a comma-separated list) runs only the suites named.
const suites = process.env.BENCH_SUITES?.split(',').map((name) => name.trim());
const runs = (suite: string) => !suites || suites.includes(suite);

const list = runs('patients-list') ? await benchPatientsList() : undefined;
if (list) printListResults(list);
const embedded = runs('patients-list-embedded') ? await benchPatientsListEmbedded() : undefined;
if (embedded) printEmbeddedListResults(embedded);
const ingestion = runs('ingestion') ? await benchIngestion() : undefined;
if (ingestion) printIngestionResults(ingestion);
const categories = runs('categories') ? await benchCategories() : undefined;
if (categories) printCategoriesResults(categories);

mkdirSync(new URL('./results', import.meta.url), { recursive: true });
const file = new URL(
  `./results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  import.meta.url,
);
writeFileSync(
  file,
  JSON.stringify(
    { machine, date: new Date().toISOString(), patientsList: list, embedded, ingestion, categories },
    null,
    2,
  ),
);
console.log(`\nfigures written to ${file.pathname}`);
