import { useEffect, useRef } from 'react';
import type { ECharts } from 'echarts/core';
import { signedBarOption, type BarItem } from './barOption.ts';
import { echarts } from './echarts.ts';

export interface BarDiagramProps {
  items: readonly BarItem[];
  /** The name of the values' axis. */
  valueName: string;
  width: number;
  height: number;
  /** What the diagram shows, for screen readers. */
  label: string;
}

/** Signed contributions as a horizontal ECharts bar diagram, redrawn when data or size change. */
export function BarDiagram({ items, valueName, width, height, label }: BarDiagramProps) {
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
    chart.current?.setOption(signedBarOption(items, valueName), { notMerge: true });
  }, [items, valueName]);

  useEffect(() => {
    chart.current?.resize({ width, height });
  }, [width, height]);

  return (
    <div ref={element} style={{ width, height }} role="img" aria-label={label} data-testid="bar-diagram" />
  );
}
