import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createRecordingMailer } from '../platform/mailer.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly config: Config;
  /** The mails the app sent (password-reset links). */
  readonly mailer: ReturnType<typeof createRecordingMailer>;
  close(): Promise<void>;
}

/** The real server app on a fresh test database, without demo data or background jobs. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const server = await createTestAppOn(database, env);
  return {
    ...server,
    close: async () => {
      await server.close();
      await database.close();
    },
  };
}

/** Another server on an existing database (as behind a load balancer); closing it leaves the database open. */
export async function createTestAppOn(
  database: Database,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    APP_PROFILE: 'test',
    DEMO_DATA: 'false',
    JOBS: 'false',
    // Test files register many children from one address; the limit itself has its own test.
    MOBILE_REGISTRATIONS_PER_HOUR: '1000000',
    ...env,
  });
  const mailer = createRecordingMailer();
  const app = await buildApp({ config, database, mailer });
  await app.ready();
  return { app, database, config, mailer, close: () => app.close() };
}

/** What a sweep over every route reads of an answer. */
export interface SweptAnswer {
  readonly statusCode: number;
  readonly headers: OutgoingHttpHeaders;
  readonly body: string;
  json<T = unknown>(): T;
}

/**
 * `app.inject` for suites that call every route: a stream's answer (GET /events, which never ends
 * by itself) is read up to its status and headers and then let go; any other answer in full.
 */
export async function injectSwept(app: FastifyInstance, options: InjectOptions): Promise<SweptAnswer> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  let body = '';
  if (String(response.headers['content-type']).startsWith('text/event-stream')) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body,
    json: <T>() => JSON.parse(body) as T,
  };
}
