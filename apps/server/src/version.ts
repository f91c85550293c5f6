import { readFileSync } from 'node:fs';

const serverPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The build number the web app compares after login to know it must reload (docs/requirements/session.md#build-reload). */
export const BUILD_NUMBER = process.env.VIGIL_BUILD ?? serverPackage.version;
