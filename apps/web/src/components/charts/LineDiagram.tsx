import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitValues } from '@vigil/domain';
import { lineOption, type DiagramPoint } from './lineOption.ts';
import { useEChart } from './useEChart.ts';

export interface LineDiagramProps {
  points: readonly DiagramPoint[];
  units: string;
  limit?: LimitValues | null;
  width: number;
  height?: number;
  /** The points are days (YYYY-MM-DD): the axis ticks whole days. */
  days?: boolean;
  /** The values are AI probabilities (0–1), drawn in percent. */
  percent?: boolean;
  /** Readable without colour: grey normal band, alert limits as dashed lines (lineOption). */
  limitLines?: boolean;
  /** The period the time axis spans (ISO instants), whatever the values. */
  timeRange?: { from: string; to: string };
  /** What the diagram shows, for screen readers (the values are also in the table view). */
  label: string;
}

/** docs/requirements/constants.md#charts-and-sizes: diagrams are 450 × 300 unless a screen says otherwise. */
export const DEFAULT_DIAGRAM_HEIGHT = 300;

/** A variable's values over time as an ECharts line diagram, redrawn when data or size change. */
export function LineDiagram({
  points,
  units,
  limit,
  width,
  height = DEFAULT_DIAGRAM_HEIGHT,
  days = false,
  percent = false,
  limitLines = false,
  timeRange,
  label,
}: LineDiagramProps) {
  const { i18n } = useTranslation();
  const from = timeRange?.from;
  const to = timeRange?.to;
  const option = useMemo(
    () =>
      lineOption({
        points,
        units,
        limit,
        locale: i18n.language,
        days,
        percent,
        limitLines,
        timeRange: from === undefined || to === undefined ? undefined : { from, to },
      }),
    [points, units, limit, i18n.language, days, percent, limitLines, from, to],
  );
  const element = useEChart(option, width, height);

  return (
    <div ref={element} style={{ width, height }} role="img" aria-label={label} data-testid="line-diagram" />
  );
}
