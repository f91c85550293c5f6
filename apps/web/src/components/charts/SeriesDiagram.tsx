import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { probabilitySeriesOption, type DiagramSeries } from './seriesOption.ts';
import { useEChart } from './useEChart.ts';

export interface SeriesDiagramProps {
  series: readonly DiagramSeries[];
  width: number;
  height: number;
  /** What the diagram shows, for screen readers (the values are also in a table beside it). */
  label: string;
}

/** Probabilities over time, one line each, as an ECharts diagram redrawn when data or size change. */
export function SeriesDiagram({ series, width, height, label }: SeriesDiagramProps) {
  const { i18n } = useTranslation();
  const option = useMemo(() => probabilitySeriesOption(series, i18n.language), [series, i18n.language]);
  const element = useEChart(option, width, height);
  return (
    <div ref={element} style={{ width, height }} role="img" aria-label={label} data-testid="series-diagram" />
  );
}
