import { DEMO_PASSWORD } from '../../apps/server/src/demo/demo-clinic-data.ts';

/** Local storage entries, by key. */
export type SignedInStorage = Readonly<Record<string, string>>;

/**
 * What a browser holds once the demo nurse has signed in there: the token, and her profile's
 * language applied as the interface language (so the list opens in it, as it does for her every
 * morning, rather than switching language and asking everything again on the first load).
 */
export async function demoNurseStorage(baseUrl: string): Promise<SignedInStorage> {
  const response = await fetch(`${baseUrl}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'nurse', password: DEMO_PASSWORD }),
  });
  const session = (await response.json()) as {
    token: string | null;
    user?: { iduser: number; language: string };
  };
  if (!session.token || !session.user)
    throw new Error(`the demo nurse could not log in (${response.status})`);
  const { iduser, language } = session.user;
  return {
    'vigil.token': session.token,
    'vigil.language': language,
    'vigil.profileLanguage': `${iduser}:${language}`,
  };
}

/** Puts the entries in the page origin's local storage. */
export function storeEntries(entries: SignedInStorage): void {
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
}
