import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { signedBarOption, type BarItem } from './barOption.ts';
import { useEChart } from './useEChart.ts';

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
  const { i18n } = useTranslation();
  const option = useMemo(
    () => signedBarOption(items, valueName, i18n.language),
    [items, valueName, i18n.language],
  );
  const element = useEChart(option, width, height);

  return (
    <div ref={element} style={{ width, height }} role="img" aria-label={label} data-testid="bar-diagram" />
  );
}
