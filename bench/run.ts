import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { benchPatientsList, printListResults } from './suites/patients-list.ts';

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

const list = await benchPatientsList();
printListResults(list);

mkdirSync(new URL('./results', import.meta.url), { recursive: true });
const file = new URL(
  `./results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  import.meta.url,
);
writeFileSync(file, JSON.stringify({ machine, date: new Date().toISOString(), patientsList: list }, null, 2));
console.log(`\nfigures written to ${file.pathname}`);
