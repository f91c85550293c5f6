import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { verifyAuditChain } from './audit-chain.ts';

/**
 * npm run audit:verify: checks the audit chain of the configured database and names the first
 * broken row. Exit code 0 when the chain holds, 1 when it is broken, 2 when it could not check.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  // Read-only: it runs beside live servers (on the embedded database, stop the server first).
  const database = await openDatabase(config.database, 1);
  try {
    const report = await verifyAuditChain(database.db);
    if (report.firstBroken) {
      process.stdout.write(
        `Audit chain BROKEN at row ${report.firstBroken.id}: ${report.firstBroken.reason}.\n` +
          `${report.rows} rows checked.\n`,
      );
      return 1;
    }
    process.stdout.write(
      `Audit chain holds: ${report.rows} rows. Last hash: ${report.lastHash ?? '(none)'}\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
