import { loadPatientsFeature } from './patientsFeature.ts';

// The signed-in frame (menus, top bar, pages) is not needed to sign in, so the login page loads without it.
export const loadAuthenticatedLayout = () => import('./shell/AuthenticatedLayout.tsx');

/** Fetches the frame's and the first page's code, for a visitor with a token or just logged in. */
export function preloadSignedInCode(): void {
  void loadAuthenticatedLayout();
  void loadPatientsFeature();
}
