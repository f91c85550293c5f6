import type { FastifyReply } from 'fastify';
import type { KeyedResponse } from './idempotency.ts';

/** Sends a keyed write's answer; a replayed one says so in the Idempotent-Replayed header. */
export function sendKeyed<T>(reply: FastifyReply, response: KeyedResponse<T>) {
  if (response.replayed) void reply.header('idempotent-replayed', 'true');
  return reply.status(response.status).send(response.body);
}
