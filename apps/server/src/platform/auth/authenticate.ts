import { CATALOGUE, hasRights } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../api.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { createDeviceFinder } from './devices.ts';
import { interfaceLanguage } from './interface-language.ts';
import { findActor } from './sessions.ts';

export const SESSION_ENDED_MESSAGE = 'Your session has ended, please log in again';

/**
 * Resolves the X-Auth-Token of every API call to an actor and enforces the route's declared
 * rights group: no session is 401, too low a role is 403. Patient scope is enforced in SQL.
 * On device routes the token must be a patient device's credential instead (never a session).
 */
export function installAuthentication(api: Api, { database }: AppContext): void {
  api.decorateRequest('actor', null);
  api.decorateRequest('device', null);
  const findDevice = createDeviceFinder(database.db);
  api.addHook('onRequest', async (request) => {
    const token = request.headers['x-auth-token'];
    const access = request.routeOptions.config.access;
    if (access === 'device') {
      const version = request.headers['x-app-version'];
      request.device =
        typeof token === 'string' && token !== ''
          ? await findDevice(
              token,
              typeof version === 'string' && version !== '' ? version.slice(0, 20) : null,
            )
          : null;
      if (!request.device)
        throw unauthorized(
          typeof token === 'string' && token !== '' ? CATALOGUE.mobile.deviceLoggedOut : undefined,
        );
      return;
    }
    const actor = typeof token === 'string' && token !== '' ? await findActor(database.db, token) : null;
    // Names the server translates (categories, variables, interventions) follow the interface.
    const language = interfaceLanguage(request.headers['accept-language']);
    request.actor = actor && language ? { ...actor, language } : actor;

    if (access === undefined || access === 'public') return;
    if (!request.actor)
      throw unauthorized(typeof token === 'string' && token !== '' ? SESSION_ENDED_MESSAGE : undefined);
    if (!hasRights(request.actor.role, access)) throw forbidden();
  });
}
