import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { BarDiagramProps } from './BarDiagram.tsx';

// Like the line diagram: the charting code loads the first time a bar diagram is shown.
const BarDiagram = lazy(() => import('./BarDiagram.tsx').then((module) => ({ default: module.BarDiagram })));

/** A BarDiagram that loads its charting code on first use, with a placeholder of its size. */
export function LazyBarDiagram(props: BarDiagramProps) {
  return (
    <Suspense fallback={<Skeleton w={props.width} h={props.height} />}>
      <BarDiagram {...props} />
    </Suspense>
  );
}
