import type { SessionResponse, SessionUser } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { BUILD_NUMBER } from '../../version.ts';

/** The session answer for nobody logged in: what the login page needs to know. */
export function anonymousSession({ config }: AppContext): SessionResponse {
  return {
    user: null,
    customerName: config.customer,
    isAuthenticated: false,
    token: null,
    firstTimeLogin: false,
    updatePasswordUsername: null,
    profile: config.profile,
    buildNumber: BUILD_NUMBER,
    idleExpiresAt: null,
  };
}

/** The session answer for a logged-in user. */
export async function authenticatedSession(
  context: AppContext,
  session: { userId: number; token: string; idleExpiresAt: Date },
): Promise<SessionResponse> {
  return {
    ...anonymousSession(context),
    user: await sessionUser(context.database.db, session.userId),
    isAuthenticated: true,
    token: session.token,
    idleExpiresAt: session.idleExpiresAt.toISOString(),
  };
}

async function sessionUser(db: Db, userId: number): Promise<SessionUser> {
  const user = await db
    .selectFrom('appUser')
    .select([
      'id',
      'username',
      'firstName',
      'lastName',
      'position',
      'role',
      'patientConnection',
      'onlyActivePatients',
      'language',
      'lastPatientViewId',
      'theme',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    iduser: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    position: user.position,
    userRole: user.role,
    patientConnection: user.patientConnection,
    onlyActivePatients: user.onlyActivePatients,
    language: user.language,
    lastPatientViewId: user.lastPatientViewId,
    theme: user.theme,
  };
}
