import { lazy, Suspense } from 'react';
import { useOnceTrue } from '../../lib/useOnceTrue.ts';
import type { AiFactorsTarget } from './AiFactorsDialog.tsx';

// The factors' names in every language (a large catalogue) and the dialog load when a score is
// first opened, not with the lists that show scores.
const AiFactorsDialog = lazy(() =>
  import('./AiFactorsDialog.tsx').then((module) => ({ default: module.AiFactorsDialog })),
);

interface LazyAiFactorsDialogProps {
  target: AiFactorsTarget | null;
  onClose: () => void;
}

/** The AI factors dialog, fetched the first time a target is given and kept for the next ones. */
export function LazyAiFactorsDialog({ target, onClose }: LazyAiFactorsDialogProps) {
  if (!useOnceTrue(target !== null)) return null;
  return (
    <Suspense fallback={null}>
      <AiFactorsDialog target={target} onClose={onClose} />
    </Suspense>
  );
}
