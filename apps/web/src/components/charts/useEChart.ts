import { useEffect, useRef } from 'react';
import type { ECharts, EChartsCoreOption } from 'echarts/core';
import { echarts } from './echarts.ts';

/**
 * An ECharts instance drawn into the returned element: created once, given the option whenever it
 * changes (memoise it), resized with the element, disposed with the component.
 */
export function useEChart(option: EChartsCoreOption, width: number, height: number) {
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
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    chart.current?.resize({ width, height });
  }, [width, height]);

  return element;
}
