import { sessionResponseSchema, userSchema, type Language, type User, type UserForm } from '@vigil/domain';
import type { DemoLogin } from './server.ts';

/** The clinic ids of GET /organizations-and-clinics-and-countries. */
function clinicIdsOf(data: unknown): number[] {
  const clinics = typeof data === 'object' && data !== null && 'clinics' in data ? data.clinics : undefined;
  if (!Array.isArray(clinics)) throw new Error('the organizations answer has no clinics list');
  return clinics.map((clinic: unknown) => {
    const id =
      typeof clinic === 'object' && clinic !== null && 'idclinic' in clinic ? clinic.idclinic : undefined;
    if (typeof id !== 'number') throw new Error('a clinic without an idclinic');
    return id;
  });
}

/** Talks to the Vigil API the way the web app does, to set up what a browser test needs. */
export class VigilApi {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  /** Logs in as a demo user; fails the test if that user cannot log in straight away. */
  static async logIn(baseUrl: string, login: DemoLogin): Promise<VigilApi> {
    const session = sessionResponseSchema.parse(
      await call(baseUrl, 'POST', '/session', null, { username: login.username, password: login.password }),
    );
    if (session.token === null) throw new Error(`${login.username} got no token when logging in`);
    return new VigilApi(baseUrl, session.token);
  }

  /** The logged-in user's profile language, which the app speaks once they sign in. */
  async setProfileLanguage(language: Language): Promise<void> {
    const session = sessionResponseSchema.parse(await this.get('/session'));
    if (session.user === null) throw new Error('the session names no user');
    await setProfileLanguage(this.baseUrl, this.token, session.user.iduser, language);
  }

  async clinicIds(): Promise<number[]> {
    return clinicIdsOf(await this.get('/organizations-and-clinics-and-countries'));
  }

  /** POST /users: an admin creates a user, who must change the password at the first login. */
  async createUser(form: UserForm): Promise<User> {
    return userSchema.parse(await call(this.baseUrl, 'POST', '/users', this.token, form));
  }

  get(path: string): Promise<unknown> {
    return call(this.baseUrl, 'GET', path, this.token);
  }

  post(path: string, body?: unknown): Promise<unknown> {
    return call(this.baseUrl, 'POST', path, this.token, body);
  }

  delete(path: string): Promise<unknown> {
    return call(this.baseUrl, 'DELETE', path, this.token);
  }
}

/**
 * Gives every user of a fresh server English as their profile language. Signed in, the app speaks
 * the profile's language, and the demo clinic staff have their clinic's (the demo nurse Swedish);
 * the browser tests read English unless a test chooses otherwise. Uses the test environment's
 * password-less login, so no login is recorded against the demo accounts.
 */
export async function giveEnglishProfiles(baseUrl: string): Promise<void> {
  const users = await call(baseUrl, 'GET', '/test/users', null);
  if (!Array.isArray(users)) throw new Error('GET /test/users answered no list');
  for (const iduser of users.map((user: unknown) => (user as { iduser: number }).iduser)) {
    const session = sessionResponseSchema.parse(
      await call(baseUrl, 'POST', '/test/login', null, { userId: iduser }),
    );
    if (session.token === null || session.user === null) continue;
    if (session.user.language !== 'en') await setProfileLanguage(baseUrl, session.token, iduser, 'en');
    // Ended at once, so that a user's own list of sessions holds only what a test opens.
    await call(baseUrl, 'DELETE', '/session', session.token);
  }
}

/** PUT /users/my-profile with the user's own fields as they are and another language. */
async function setProfileLanguage(
  baseUrl: string,
  token: string,
  iduser: number,
  language: Language,
): Promise<void> {
  const visible = userSchema.array().parse(await call(baseUrl, 'GET', '/users', token));
  const self = visible.find((user) => user.iduser === iduser);
  if (!self) throw new Error(`user ${iduser} does not see their own user`);
  const { firstName, lastName, position, address, phone, mobilePhone, fax, email } = self;
  const profile = { firstName, lastName, position, address, phone, mobilePhone, fax, email };
  await call(baseUrl, 'PUT', '/users/my-profile', token, { ...profile, language });
}

async function call(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  token: string | null,
  body?: unknown,
): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json', 'X-Client-Platform': 'web' });
  if (token !== null) headers.set('X-Auth-Token', token);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text === '' ? undefined : JSON.parse(text);
}
