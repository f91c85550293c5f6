// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { AiFactor, AiModelCard, LatestAiPrediction } from '@vigil/domain';
import { describe, expect, it, vi } from 'vitest';
import { staffUser } from '../../test/fixtures.ts';
import { chooseLanguage } from '../../i18n/i18n.ts';
import { renderWithProviders, t } from '../../test/renderWithProviders.tsx';
import { ModelCard } from '../admin/ai-training/ModelCard.tsx';
import { AiFactorsDialog } from './AiFactorsDialog.tsx';
import { scoreFreshnessText } from './scoreFreshness.ts';

const nurse = staffUser('ROLE_USER');
const stale: LatestAiPrediction = {
  idaiPredictions: 9,
  riskScore: 0.6,
  riskScoreRank: 1,
  asOf: '2026-10-24',
  madeAt: '2026-10-24T04:30:00.000Z',
  stale: { reason: 'noEntries', days: 42 },
};
/** A generic score's contributions: three measures of recent stays, two of blood pressure, two unknown. */
const factors: AiFactor[] = [
  { featureName: 'staysLastYear', featureValue: 0.5, observedValue: 2 },
  { featureName: 'daysSinceDischarge', featureValue: 0.25, observedValue: 12 },
  { featureName: 'readmissionWindowDays', featureValue: 0.125, observedValue: 14 },
  { featureName: 'SYS:recent', featureValue: -0.25, observedValue: 118 },
  { featureName: 'SYS:trend', featureValue: 0.0625, observedValue: 0.4 },
  { featureName: 'SPO2:recent', featureValue: 0.5, observedValue: null },
  { featureName: 'PULSE:recent', featureValue: 0.25, observedValue: null },
];

function showDialog() {
  return renderWithProviders(
    <AiFactorsDialog
      target={{ patientName: 'Ella Lund', predictionId: 9, prediction: stale }}
      onClose={vi.fn()}
    />,
    {
      user: nurse,
      customer: 'generic',
      api: {
        'GET /ai-scores/9/feature-importances': { body: factors },
        'GET /ai-scores/9/certainty': {
          body: { riskScore: 0.6, low: 0.41, high: 0.77, trainedOnPatients: 256, wide: true },
        },
      },
    },
  );
}

describe('the AI factors dialog', () => {
  it('shows clinical factors, each the sum of its members, missing data as one factor', async () => {
    showDialog();
    const table = await screen.findByTestId('ai-factor-table', {}, { timeout: 15_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells.map(([name]) => name)).toEqual([
      t('ai.factors.groups.recentStays'),
      t('ai.factors.groups.missingData'),
      t('ai.factors.groups.bloodPressure'),
    ]);
    // 0.5 + 0.25 + 0.125; 0.5 + 0.25; −0.25 + 0.0625.
    expect(cells.map(([, , effect]) => effect)).toEqual([
      `${t('ai.factors.raises')} 0.88`,
      `${t('ai.factors.raises')} 0.75`,
      `${t('ai.factors.lowers')} 0.19`,
    ]);
    // Not knowing is named, never given a value as if it were a finding.
    expect(cells[1]![1]).not.toContain(':');
    expect(cells[1]![1]!.split('; ')).toHaveLength(2);
    expect(cells[0]![1]!.split('; ')).toHaveLength(3);
  });

  it('writes the contributions with the reader’s decimal sign', async () => {
    await chooseLanguage('de');
    try {
      showDialog();
      const table = await screen.findByTestId('ai-factor-table', {}, { timeout: 15_000 });
      const effects = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
      expect(effects).toEqual(['erhöht 0,88', 'erhöht 0,75', 'senkt 0,19']);
    } finally {
      await chooseLanguage('en');
    }
  });

  it('dates the score, says it is stale and why, and how sure it is', async () => {
    showDialog();
    const day = await screen.findByTestId('ai-factors-score-day');
    expect(day).toHaveTextContent(scoreFreshnessText(t, stale));
    expect(day).toHaveTextContent(t('ai.score.staleNoEntries', { count: 42 }));
    const certainty = await screen.findByTestId('ai-certainty');
    expect(certainty).toHaveTextContent('≈ 60 %');
    expect(certainty).toHaveTextContent(t('ai.factors.wide', { count: 256 }));
  });
});

const bins = (count: number) =>
  Array.from({ length: 10 }, (_, decile) => ({
    meanPredicted: (decile + 0.5) / 10,
    observed: (decile + 0.4) / 10,
    count,
  }));
const card: AiModelCard = {
  kind: 'hospitalization_risk',
  version: 3,
  trainedAt: '2026-11-20T04:30:00.000Z',
  trainedOnPatients: 180,
  heldOutPatients: 40,
  riskAuc: 0.66,
  riskBrier: 0.081,
  outcomeAuc: null,
  calibration: bins(12),
  calibrationError: { mean: 0.145, worst: 0.3 },
  outOfFold: {
    patients: 180,
    rows: 2400,
    riskAuc: 0.7,
    calibration: bins(240),
    calibrationError: { mean: 0.021, worst: 0.04 },
  },
  l2: 3,
  tooFewPatients: true,
};

describe('the model card', () => {
  it('says plainly when too few patients trained it, and shows out-of-fold calibration', () => {
    renderWithProviders(<ModelCard card={card} />, {
      user: staffUser('ROLE_MYAPPADMIN'),
      customer: 'generic',
    });
    return screen.findByTestId('model-card-hospitalization_risk').then((shown) => {
      expect(within(shown).getByTestId('too-few-patients')).toHaveTextContent(
        t('aiTraining.tooFewPatients', { count: 180 }),
      );
      expect(within(shown).getByTestId('scored-population')).toHaveTextContent(
        t('aiTraining.scored.hospitalization_risk'),
      );
      expect(shown).toHaveTextContent(t('aiTraining.outOfFoldCalibration', { count: 180 }));
      const outOfFold = within(shown).getByTestId('calibration-out-of-fold');
      expect(within(outOfFold).getAllByRole('row')).toHaveLength(11);
      expect(within(outOfFold).getAllByRole('row')[1]).toHaveTextContent('15 %4 %240');
    });
  });

  it('shows no warning for a model trained on enough patients', async () => {
    renderWithProviders(<ModelCard card={{ ...card, trainedOnPatients: 1200, tooFewPatients: false }} />, {
      user: staffUser('ROLE_MYAPPADMIN'),
      customer: 'generic',
    });
    const shown = await screen.findByTestId('model-card-hospitalization_risk');
    expect(within(shown).queryByTestId('too-few-patients')).toBeNull();
  });
});
