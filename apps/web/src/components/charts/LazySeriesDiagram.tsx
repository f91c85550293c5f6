import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { SeriesDiagramProps } from './SeriesDiagram.tsx';

// Like the line diagram: the charting code loads the first time such a diagram is shown.
const SeriesDiagram = lazy(() =>
  import('./SeriesDiagram.tsx').then((module) => ({ default: module.SeriesDiagram })),
);

/** A SeriesDiagram that loads its charting code on first use, with a placeholder of its size. */
export function LazySeriesDiagram(props: SeriesDiagramProps) {
  return (
    <Suspense fallback={<Skeleton w={props.width} h={props.height} />}>
      <SeriesDiagram {...props} />
    </Suspense>
  );
}
