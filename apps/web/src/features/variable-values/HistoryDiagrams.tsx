import { Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { isAiProbability, type DangerEntry, type VariableHistory } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { LazyLineDiagram } from '../../components/charts/LazyLineDiagram.tsx';
import { diagramSeries } from './diagramSeries.ts';
import classes from './HistoryDiagrams.module.css';

const DIAGRAM_HEIGHT = 150;
const GAP = 12;
/** The narrowest a small diagram may be before the grid takes a column fewer. */
const MIN_DIAGRAM_WIDTH = 210;
const MAX_COLUMNS = 3;

interface HistoryDiagramsProps {
  /** The variables to draw, in their order; those without a value in the period are left out. */
  histories: readonly VariableHistory[];
  dangerList: Readonly<Record<string, DangerEntry>>;
  timeZone: string;
  /** The period every diagram's time axis spans (ISO instants), so they compare side by side. */
  timeRange: { from: string; to: string };
}

/**
 * Small diagrams of several variables side by side, for paper (the printable summary): one time
 * axis for all, the normal range as a grey band and the alert limits the values reach as dashed
 * lines, so they read without colour.
 */
export function HistoryDiagrams({ histories, dangerList, timeZone, timeRange }: HistoryDiagramsProps) {
  const { t } = useTranslation();
  const { ref, width: room } = useElementSize();
  const drawn = histories.filter((history) => history.values.some((point) => point.value !== null));
  const columns = Math.max(1, Math.min(MAX_COLUMNS, Math.floor((room + GAP) / (MIN_DIAGRAM_WIDTH + GAP))));
  const width = Math.floor((room - GAP * (columns - 1)) / columns);
  return (
    <div
      ref={ref}
      className={classes.grid}
      style={{ gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: `8px ${GAP}px` }}
    >
      {drawn.length === 0 && <Text size="sm">{t('common.noData')}</Text>}
      {room > 0 &&
        drawn.map((history) => {
          const name = history.variableNameTranslate;
          return (
            <figure
              key={history.acronyme}
              className={classes.diagram}
              data-testid={`summary-diagram-${history.acronyme}`}
            >
              <Text component="figcaption" size="xs" fw={600} truncate title={name}>
                {name}
              </Text>
              <LazyLineDiagram
                {...diagramSeries(history.values, timeZone)}
                units={history.units}
                limit={dangerList[String(history.idpatientVariables)]?.limit}
                percent={isAiProbability(history.acronyme)}
                limitLines
                timeRange={timeRange}
                width={width}
                height={DIAGRAM_HEIGHT}
                label={t('history.diagramOf', { name })}
              />
            </figure>
          );
        })}
    </div>
  );
}
