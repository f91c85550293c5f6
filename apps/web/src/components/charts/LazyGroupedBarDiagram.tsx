import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { GroupedBarDiagramProps } from './GroupedBarDiagram.tsx';

const GroupedBarDiagram = lazy(() =>
  import('./GroupedBarDiagram.tsx').then((module) => ({ default: module.GroupedBarDiagram })),
);

/** A GroupedBarDiagram that loads its charting code on first use, with a placeholder of its size. */
export function LazyGroupedBarDiagram(props: GroupedBarDiagramProps) {
  return (
    <Suspense fallback={<Skeleton w={props.width} h={props.height} />}>
      <GroupedBarDiagram {...props} />
    </Suspense>
  );
}
