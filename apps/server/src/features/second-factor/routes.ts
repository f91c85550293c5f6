import { secondFactorRoutes } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { serve } from '../../platform/contract.ts';
import {
  confirmEnrolment,
  disableOwn,
  resetSecondFactor,
  startEnrolment,
  totpStatus,
} from './authenticator.ts';
import { setTotpPolicy, totpPolicy } from './policy.ts';
import { secretBox } from './secret-box.ts';

/** The own second factor (TOTP) in the profile, and its reset by an admin. Every call is audited. */
export function registerSecondFactorRoutes(api: Api, context: AppContext): void {
  const { db } = context.database;
  const { profile } = context.config;
  const box = secretBox(context.config.secondFactorKey);

  serve(api, secondFactorRoutes.ownTotp, (request) => totpStatus(db, requireActor(request), profile));

  serve(api, secondFactorRoutes.startEnrolment, (request) => startEnrolment(db, box, requireActor(request)));

  serve(api, secondFactorRoutes.confirmEnrolment, (request) =>
    confirmEnrolment(db, box, requireActor(request), request.body.code),
  );

  serve(api, secondFactorRoutes.disableOwn, async (request, reply) => {
    await disableOwn(db, box, requireActor(request), request.body.code, profile);
    return reply.status(204).send(null);
  });

  serve(api, secondFactorRoutes.resetUser, async (request, reply) => {
    await resetSecondFactor(db, requireActor(request), request.params.id);
    return reply.status(204).send(null);
  });

  serve(api, secondFactorRoutes.policy, () => totpPolicy(db, profile));

  serve(api, secondFactorRoutes.savePolicy, (request) =>
    setTotpPolicy(db, requireActor(request), request.body, profile),
  );
}
