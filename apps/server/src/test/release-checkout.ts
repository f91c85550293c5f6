import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './server-process.ts';

/**
 * The commit of the release before this one: the upgrade test starts it against the database the
 * current code then migrates. Move it forward when a release is made (docs/operations.md, Upgrades).
 */
export const PREVIOUS_RELEASE = '714f1c13c50217ec9922eb9f4a45a7b17afd489d';

export interface ReleaseCheckout {
  readonly root: string;
  remove(): Promise<void>;
}

/**
 * Another release's files from this repository's history, runnable with this checkout's installed
 * packages: each package is linked, while Vigil's own workspace packages (@vigil/*) point into the
 * release's files. A package the release needs and this checkout no longer installs fails its start.
 */
export async function checkOutRelease(commit: string): Promise<ReleaseCheckout> {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, maxBuffer: 1 << 30 });
  try {
    git('cat-file', '-e', `${commit}^{commit}`);
  } catch {
    // A shallow clone (CI) may lack the commit: fetch it from where this clone came from.
    git('fetch', '--quiet', '--depth=1', 'origin', commit);
  }
  const root = await mkdtemp(path.join(tmpdir(), 'vigil-release-'));
  const archive = path.join(root, 'release.tar');
  git('archive', '--output', archive, commit);
  execFileSync('tar', ['-xf', archive, '-C', root]);
  await rm(archive);

  const installed = path.join(REPO_ROOT, 'node_modules');
  await mkdir(path.join(root, 'node_modules'));
  for (const entry of await readdir(installed)) {
    const target = path.join(root, 'node_modules', entry);
    // The workspace links are relative (../../apps/server): copied as links, they resolve in the release.
    if (entry === '@vigil')
      await cp(path.join(installed, entry), target, { recursive: true, verbatimSymlinks: true });
    else await symlink(path.join(installed, entry), target);
  }
  for (const workspace of ['apps/server', 'apps/web']) {
    const own = path.join(REPO_ROOT, workspace, 'node_modules');
    if (existsSync(own) && existsSync(path.join(root, workspace))) {
      await symlink(own, path.join(root, workspace, 'node_modules'));
    }
  }
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
