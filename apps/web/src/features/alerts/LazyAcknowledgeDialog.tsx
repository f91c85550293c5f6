import { lazy, Suspense } from 'react';
import type { AcknowledgeTarget } from './AcknowledgeDialog.tsx';

const AcknowledgeDialog = lazy(() =>
  import('./AcknowledgeDialog.tsx').then((module) => ({ default: module.AcknowledgeDialog })),
);

/**
 * The acknowledge dialog, mounted while a patient is being acknowledged: its code (and its
 * request schemas) is fetched then, not with the signed-in frame's first load.
 */
export function LazyAcknowledgeDialog({
  target,
  onClose,
}: {
  target: AcknowledgeTarget | null;
  onClose: () => void;
}) {
  if (target === null) return null;
  return (
    <Suspense fallback={null}>
      <AcknowledgeDialog target={target} onClose={onClose} />
    </Suspense>
  );
}
