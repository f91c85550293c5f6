// The embedded database's session: plain JavaScript, so that the database thread
// (pglite-thread-worker.mjs) starts without the TypeScript loader. tsx's hook does not reach a
// worker by itself, and registering it there cost seconds of every start.

/**
 * Settings of every connection, on both drivers.
 * - No JIT: Vigil's statements are short, and compiling the plan of a large one (the category
 *   engine's union over every condition kind) cost seconds where running it took 0.3 s.
 * - Random page reads priced as on an SSD (the default, 4, prices a spinning disk): Vigil's
 *   tables are read by key far more than scanned, and its working set stays in memory. With the
 *   default the planner scanned all 10,000 patients to find the 100 of a list page by id.
 * - Floating-point numbers written in their shortest exact text (PostgreSQL's default, held here
 *   whatever a server's configuration says): FHIR resources written as JSON by the database give
 *   a value as JavaScript would (features/fhir/sql-json.ts).
 */
export const SESSION_SETTINGS = { jit: 'off', random_page_cost: '1.1', extra_float_digits: '1' };

// Dates stay strings ('YYYY-MM-DD') so a calendar day never shifts with the server's time zone,
// and bigint and numeric values come back as numbers, as node-postgres is set to return them.
const parsers = {
  1082: (value) => value,
  20: (value) => Number(value),
  1700: (value) => Number(value),
};

// PGlite's module, loaded with the first database: its wire-protocol writer and result parser.
let protocol;
let parse;

async function loadPGlite() {
  const module = await import('@electric-sql/pglite');
  ({ protocol, parse } = module);
  return module;
}

export async function createPGlite(options) {
  // Loaded when first needed: a server on PostgreSQL never loads PGlite.
  const { PGlite } = await loadPGlite();
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
  if (!protocol) await loadPGlite(); // a database opened by PGlite.create itself, as tests do
  try {
    return await runPrepared(pglite, sql, parameters);
  } catch (error) {
    // A statement prepared before a change of the schema that alters its result ('cached plan
    // must not change result type'): prepared anew, once.
    if (error?.code !== '0A000') throw error;
    await forget(pglite, sql);
    return runPrepared(pglite, sql, parameters);
  }
}

/**
 * Statements with parameters run as named prepared statements, one per text, kept per database
 * (the most recently used STATEMENTS_KEPT): a statement is parsed once, and each run is one call
 * into the database (bind, describe, execute, sync) instead of six, with a parse each time
 * (docs/decisions/database.md#the-embedded-database-keeps-its-statements-prepared).
 */
const STATEMENTS_KEPT = 500;
const preparedByDatabase = new WeakMap();
let nextStatement = 0;

async function runPrepared(pglite, sql, parameters) {
  const { name, parameterTypes } = await prepared(pglite, sql);
  const values = parameters.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializer = pglite.serializers[parameterTypes[index]];
    return serializer ? serializer(value) : String(value);
  });
  const { messages } = await pglite.execProtocol(
    messagesOf(
      protocol.serialize.bind({ statement: name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ),
  );
  const [result] = parse.parseResults(messages, pglite.parsers);
  return { rows: result?.rows ?? [], affectedRows: result?.affectedRows };
}

async function prepared(pglite, sql) {
  let statements = preparedByDatabase.get(pglite);
  if (!statements) preparedByDatabase.set(pglite, (statements = new Map()));
  const known = statements.get(sql);
  if (known) {
    // Most recently used last: the first is the one to let go.
    statements.delete(sql);
    statements.set(sql, known);
    return known;
  }
  const name = `vigil_${nextStatement++}`;
  const { messages } = await pglite.execProtocol(
    messagesOf(
      protocol.serialize.parse({ name, text: sql, types: [] }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ),
  );
  const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
  statements.set(sql, statement);
  if (statements.size > STATEMENTS_KEPT) await forget(pglite, statements.keys().next().value);
  return statement;
}

async function forget(pglite, sql) {
  const statements = preparedByDatabase.get(pglite);
  const statement = statements?.get(sql);
  if (!statement) return;
  statements.delete(sql);
  await pglite.execProtocol(
    messagesOf(protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()),
  );
}

function messagesOf(...parts) {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}
