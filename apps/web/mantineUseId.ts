import type { Plugin } from 'vite';

const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` renders every input, menu, tooltip and dialog a second time after it mounts,
 * synchronously, to swap React's id for a random one (kept for pages rendered on a server, which
 * Vigil has none of). On a slow phone those second renders were most of the longest task of the
 * patients list's first load. This module answers React's own id, the same on every render.
 */
export function mantineUseIdFromReact(): Plugin {
  return {
    name: 'vigil:mantine-use-id-from-react',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      return `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return 'mantine-' + reactId.replace(/[^a-zA-Z0-9_-]/g, '');
}
`;
    },
  };
}
