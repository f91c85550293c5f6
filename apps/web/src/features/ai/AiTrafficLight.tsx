import { AI_TRAFFIC_LIGHT_OUTCOMES, type AiTrafficLightOutcome } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { OUTCOME_COLOURS, OUTCOME_KEYS } from './outcomeText.ts';

const DIM = '#dee2e6';

/**
 * The AI traffic light (docs/requirements/ai.md#ai-traffic-light): one lamp per outcome, lit when the prediction names it, so
 * the image is the lit combination. Its words say the same for a screen reader.
 */
export function AiTrafficLight({ lit, lamp = 14 }: { lit: readonly AiTrafficLightOutcome[]; lamp?: number }) {
  const gap = Math.round(lamp / 3.5);
  const { t } = useTranslation();
  const label = lit.length
    ? t('ai.chart.predicted', { outcomes: lit.map((code) => t(OUTCOME_KEYS[code])).join(', ') })
    : t('ai.chart.noneLit');
  const height = AI_TRAFFIC_LIGHT_OUTCOMES.length * (lamp + gap) + gap;
  return (
    <svg
      width={lamp + 2 * gap}
      height={height}
      viewBox={`0 0 ${lamp + 2 * gap} ${height}`}
      role="img"
      aria-label={`${t('ai.chart.trafficLight')}: ${label}`}
      data-testid="ai-traffic-light"
      data-lit={lit.join(' ')}
    >
      <rect width={lamp + 2 * gap} height={height} rx={lamp / 2} fill="#343a40" />
      {AI_TRAFFIC_LIGHT_OUTCOMES.map((code, index) => (
        <circle
          key={code}
          cx={gap + lamp / 2}
          cy={gap + index * (lamp + gap) + lamp / 2}
          r={lamp / 2}
          fill={lit.includes(code) ? OUTCOME_COLOURS[code] : DIM}
          opacity={lit.includes(code) ? 1 : 0.35}
        >
          <title>{t(OUTCOME_KEYS[code])}</title>
        </circle>
      ))}
    </svg>
  );
}
