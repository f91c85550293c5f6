import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { groupedBarOption, type BarSeries } from './groupedBarOption.ts';
import { useEChart } from './useEChart.ts';

export interface GroupedBarDiagramProps {
  categories: readonly string[];
  series: readonly BarSeries[];
  width: number;
  height: number;
  /** What the diagram shows, for screen readers. */
  label: string;
}

/** Bars per category, side by side or stacked, redrawn when data or size change. */
export function GroupedBarDiagram({ categories, series, width, height, label }: GroupedBarDiagramProps) {
  const { i18n } = useTranslation();
  const option = useMemo(
    () => groupedBarOption(categories, series, i18n.language),
    [categories, series, i18n.language],
  );
  const element = useEChart(option, width, height);
  return (
    <div
      ref={element}
      style={{ width, height }}
      role="img"
      aria-label={label}
      data-testid="grouped-bar-diagram"
    />
  );
}
