import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * nginx (Debian's package) in front of Vigil servers, round-robin, as docs/operations.md shows.
 * A request an instance cannot take (refused connection, timeout before an answer) goes to the next.
 */
export function nginxConfiguration(prefix: string, port: number, upstreamPorts: readonly number[]): string {
  const servers = upstreamPorts.map(
    (upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=10s;`,
  );
  return `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream vigil {
${servers.join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 2m;
    location / {
      proxy_pass http://vigil;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

/** Debian installs it outside a normal user's PATH. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export interface LoadBalancer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

export async function startNginx(port: number, upstreamPorts: readonly number[]): Promise<LoadBalancer> {
  const prefix = await fs.mkdtemp(path.join(tmpdir(), 'vigil-nginx-'));
  const configFile = path.join(prefix, 'nginx.conf');
  await fs.writeFile(configFile, nginxConfiguration(prefix, port, upstreamPorts));
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', configFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    const up = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer within 10 s: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      await fs.rm(prefix, { recursive: true, force: true });
    },
  };
}
