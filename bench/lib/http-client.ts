import http from 'node:http';

const agent = new http.Agent({ keepAlive: true });

/**
 * A GET as a browser sends it (keep-alive, Brotli or gzip accepted), timed to the answer's last
 * byte. The body is counted, not decompressed or parsed: the load's own client should spend as
 * little of the host's two cores as the baseline's database driver does (`fetch` spent about twice
 * as much CPU per page as the driver, and took it from the server under measurement).
 */
export function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent, headers: { 'accept-encoding': 'br, gzip', ...headers } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}
