/**
 * Whether an error means the database cannot be reached right now (a restart, a failover, a killed
 * backend, a full pool that cannot connect): the request may be tried again shortly, and the
 * process must carry on. Everything else is a real failure.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // SQLSTATE 57P01–57P03 (shutdown, crash, not yet accepting), class 08 (connection exception);
    // and the socket errors of a server that is gone.
    if (/^57P0[123]$/.test(code) || /^08...$/.test(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code))
      return true;
  }
  return CONNECTION_LOSS_MESSAGES.some((pattern) => pattern.test(error.message));
}

// node-postgres reports a lost socket by message only.
const CONNECTION_LOSS_MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /^timeout exceeded when trying to connect$/,
  /^Client was closed and is not queryable$/,
];
