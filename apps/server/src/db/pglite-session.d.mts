import type { PGlite } from '@electric-sql/pglite';

/** The result of one statement, or of the last statement of a script. */
export interface StatementResult {
  rows: unknown[];
  affectedRows?: number;
}

export declare const SESSION_SETTINGS: { readonly jit: 'off'; readonly random_page_cost: '1.1' };

/** An embedded database with Vigil's parsers and session settings (PGlite has one session). */
export declare function createPGlite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PGlite>;

/** One statement with parameters, or a script of statements without (answered with the last). */
export declare function runStatement(
  pglite: PGlite,
  sql: string,
  parameters: readonly unknown[],
): Promise<StatementResult>;
