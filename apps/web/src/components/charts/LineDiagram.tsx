import { useEffect, useRef } from 'react';
import type { LimitValues } from '@vigil/domain';
import type { ECharts } from 'echarts/core';
import { echarts } from './echarts.ts';
import { lineOption, type DiagramPoint } from './lineOption.ts';

export interface LineDiagramProps {
  points: readonly DiagramPoint[];
  units: string;
  limit?: LimitValues | null;
  width: number;
  height?: number;
  /** What the diagram shows, for screen readers (the values are also in the table view). */
  label: string;
}

/** Spec core §9: diagrams are 450 × 300 unless a screen says otherwise. */
export const DEFAULT_DIAGRAM_HEIGHT = 300;

/** A variable's values over time as an ECharts line diagram, redrawn when data or size change. */
export function LineDiagram({
  points,
  units,
  limit,
  width,
  height = DEFAULT_DIAGRAM_HEIGHT,
  label,
}: LineDiagramProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    if (!element.current) return;
    chart.current = echarts.init(element.current, undefined, { renderer: 'svg' });
    return () => {
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(lineOption(points, units, limit), { notMerge: true });
  }, [points, units, limit]);

  useEffect(() => {
    chart.current?.resize({ width, height });
  }, [width, height]);

  return (
    <div ref={element} style={{ width, height }} role="img" aria-label={label} data-testid="line-diagram" />
  );
}
