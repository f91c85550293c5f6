import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string | null;
    /** Without TEST_DATABASE_URL: where the first test file leaves the migrated PGlite data folder. */
    pgliteTemplateDir: string | null;
  }
}

/**
 * With TEST_DATABASE_URL, migrates one template database on that server; every test file then
 * gets its own copy (CREATE DATABASE ... TEMPLATE), so files never see each other's rows.
 * Without it, test files load their in-memory PGlite from a migrated data folder kept in a
 * temporary folder of this run (see createTestDatabase).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const templateDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vigil-test-'));
    project.provide('postgresTemplate', null);
    project.provide('pgliteTemplateDir', templateDir);
    // In watch mode a rerun may follow an edit of a migration: the next test file builds it again.
    project.onTestsRerun(async () => {
      await fs.rm(templateDir, { recursive: true, force: true });
      await fs.mkdir(templateDir);
    });
    return () => fs.rm(templateDir, { recursive: true, force: true });
  }
  project.provide('pgliteTemplateDir', null);
  const template = `vigil_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database ${template}`);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, template) }, 2);
  await migrateToLatest(database.db);
  await database.close();
  project.provide('postgresTemplate', template);

  return async () => {
    const { rows } = await adminQuery(
      url,
      `select datname from pg_database where datname like '${template}%' or datname like 'vigil_test_${template.slice(-8)}%'`,
    );
    for (const row of rows as { datname: string }[]) {
      await adminQuery(url, `drop database if exists ${row.datname} with (force)`);
    }
  };
}

export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
