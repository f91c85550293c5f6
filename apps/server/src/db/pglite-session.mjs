// The embedded database's session: plain JavaScript, so that the database thread
// (pglite-thread-worker.mjs) starts without the TypeScript loader. tsx's hook does not reach a
// worker by itself, and registering it there cost seconds of every start.

/**
 * Planner settings of every connection, on both drivers.
 * - No JIT: Vigil's statements are short, and compiling the plan of a large one (the category
 *   engine's union over every condition kind) cost seconds where running it took 0.3 s.
 * - Random page reads priced as on an SSD (the default, 4, prices a spinning disk): Vigil's
 *   tables are read by key far more than scanned, and its working set stays in memory. With the
 *   default the planner scanned all 10,000 patients to find the 100 of a list page by id.
 */
export const SESSION_SETTINGS = { jit: 'off', random_page_cost: '1.1' };

// Dates stay strings ('YYYY-MM-DD') so a calendar day never shifts with the server's time zone,
// and bigint and numeric values come back as numbers, as node-postgres is set to return them.
const parsers = {
  1082: (value) => value,
  20: (value) => Number(value),
  1700: (value) => Number(value),
};

export async function createPGlite(options) {
  // Loaded when first needed: a server on PostgreSQL never loads PGlite.
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create({ ...options, parsers });
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) await pglite.exec(`set ${name} = ${value}`);
  return pglite;
}

export async function runStatement(pglite, sql, parameters) {
  // Without parameters the simple protocol is used, so a script of several statements
  // (migrations, pg-boss's own schema) runs as it would through node-postgres.
  if (parameters.length === 0) {
    const last = (await pglite.exec(sql)).at(-1);
    return { rows: last?.rows ?? [], affectedRows: last?.affectedRows };
  }
  const result = await pglite.query(sql, [...parameters]);
  return { rows: result.rows, affectedRows: result.affectedRows };
}
