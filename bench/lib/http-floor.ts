import { spawn } from 'node:child_process';

/**
 * The least an HTTP server can do for a JSON write: Node's own http module, in a process of its
 * own like the real server, reads the body, parses it and answers every entry back with an id,
 * without validation, authentication or a database. Timed with the same client, it is the ceiling
 * any server in Node reaches on this host, against which a ratio to a database-only baseline can
 * be read.
 */
const FLOOR_SERVER = `
const http = require('node:http');
const server = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const { entries } = JSON.parse(Buffer.concat(chunks).toString() || '{"entries":[]}');
    const recordedAt = new Date().toISOString();
    const body = JSON.stringify({ entries: entries.map((entry, id) =>
      ({ id, ...entry, source: 'phone', recordedAt, corrected: false, outcome: 'created' })) });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
process.on('SIGTERM', () => process.exit(0));
`;

export interface HttpFloor {
  readonly baseUrl: string;
  readonly pid: number;
  stop(): Promise<void>;
}

export async function startHttpFloor(): Promise<HttpFloor> {
  const child = spawn(process.execPath, ['-e', FLOOR_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.stdout.once('data', (data: Buffer) => resolve(data.toString().trim()));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
