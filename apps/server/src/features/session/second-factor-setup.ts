import type { TotpEnrolment, TotpSetupResult } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import { confirmEnrolment, secretBox, startEnrolment } from '../second-factor/index.ts';
import type { ClientInfo } from './login.ts';
import { openChallenge } from './second-factor-login.ts';
import { authenticatedSession } from './session-response.ts';

/**
 * POST /session/totp/enrolment: a user whose role requires a second factor, and who has none, gets
 * the authenticator's secret during the login (the password was right: the challenge proves it).
 */
export async function startSetupAtLogin(context: AppContext, challengeToken: string): Promise<TotpEnrolment> {
  const { db } = context.database;
  const challenge = await openChallenge(db, challengeToken, 'setup');
  return startEnrolment(db, secretBox(context.config.secondFactorKey), challenge);
}

/**
 * POST /session/totp/enrolment/confirmation: the first code turns the second factor on and opens
 * the session; the recovery codes are answered this once, beside it.
 */
export async function confirmSetupAtLogin(
  context: AppContext,
  request: { challenge: string; code: string },
  client: ClientInfo,
): Promise<TotpSetupResult> {
  const { db } = context.database;
  const challenge = await openChallenge(db, request.challenge, 'setup');
  const { recoveryCodes } = await confirmEnrolment(
    db,
    secretBox(context.config.secondFactorKey),
    challenge,
    request.code,
  );
  await db.deleteFrom('loginChallenge').where('id', '=', challenge.id).execute();
  const session = await createSession(db, { userId: challenge.userId, ...client }, context.config.session);
  return {
    recoveryCodes,
    session: await authenticatedSession(context, { userId: challenge.userId, ...session }),
  };
}
