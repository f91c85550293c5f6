import type { Language, Role } from '@vigil/domain';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors.ts';
import type { PatientScope } from '../access/patient-scope.ts';

/** The logged-in staff member behind a request, as the access policy needs them. */
export interface Actor {
  readonly userId: number;
  readonly username: string;
  readonly role: Role;
  /** The language of the interface the call comes from (Accept-Language), else the user's own. */
  readonly language: Language;
  readonly clinicIds: readonly number[];
  /** Which patients this user may see, resolved once per request from patientConnection. */
  readonly patientScope: PatientScope;
  readonly sessionId: number;
  readonly idleExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook; null on public routes called without a session. */
    actor: Actor | null;
  }
}

/** The actor of a route that requires a session (the authentication hook has already refused anonymous calls). */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
