import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { LineDiagramProps } from './LineDiagram.tsx';

// ECharts is the largest library Vigil uses: it loads the first time a diagram is shown, so the
// patients list (opened all day) never waits for it.
const LineDiagram = lazy(() =>
  import('./LineDiagram.tsx').then((module) => ({ default: module.LineDiagram })),
);

const SKELETON_HEIGHT = 300;

/** A LineDiagram that loads its charting code on first use, with a placeholder of its size. */
export function LazyLineDiagram(props: LineDiagramProps) {
  return (
    <Suspense fallback={<Skeleton w={props.width} h={props.height ?? SKELETON_HEIGHT} />}>
      <LineDiagram {...props} />
    </Suspense>
  );
}
