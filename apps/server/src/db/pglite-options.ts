import { PGlite } from '@electric-sql/pglite';

/**
 * Planner settings of every connection, on both drivers.
 * - No JIT: Vigil's statements are short, and compiling the plan of a large one (the category
 *   engine's union over every condition kind) cost seconds where running it took 0.3 s.
 * - Random page reads priced as on an SSD (the default, 4, prices a spinning disk): Vigil's
 *   tables are read by key far more than scanned, and its working set stays in memory. With the
 *   default the planner scanned all 10,000 patients to find the 100 of a list page by id.
 */
export const SESSION_SETTINGS = { jit: 'off', random_page_cost: '1.1' } as const;

// Dates stay strings ('YYYY-MM-DD') so a calendar day never shifts with the server's time zone,
// and bigint and numeric values come back as numbers, as node-postgres is set to return them.
const parsers = {
  1082: (value: string) => value,
  20: (value: string) => Number(value),
  1700: (value: string) => Number(value),
};

/** An embedded database with Vigil's parsers and session settings (PGlite has one session). */
export async function createPGlite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PGlite> {
  const pglite = await PGlite.create({ ...options, parsers });
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) await pglite.exec(`set ${name} = ${value}`);
  return pglite;
}
