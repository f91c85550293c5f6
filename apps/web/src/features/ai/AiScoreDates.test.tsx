// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import type { LatestAiPrediction, PatientDetails } from '@vigil/domain';
import { describe, expect, it, vi } from 'vitest';
import { patientRow, staffUser } from '../../test/fixtures.ts';
import { renderWithProviders, t } from '../../test/renderWithProviders.tsx';
import { AiScoreButton } from './AiScoreButton.tsx';
import { PatientAiPanel } from './PatientAiPanel.tsx';

const nurse = staffUser('ROLE_USER');
const current: LatestAiPrediction = {
  idaiPredictions: 9,
  riskScore: 0.46,
  riskScoreRank: 2,
  asOf: '2026-11-27',
  madeAt: '2026-11-27T04:30:00.000Z',
  stale: null,
};
const silent: LatestAiPrediction = {
  ...current,
  riskScore: 0.98,
  asOf: '2026-10-24',
  madeAt: '2026-10-24T04:30:00.000Z',
  stale: { reason: 'noEntries', days: 42 },
};
const tooltip = () => screen.queryByRole('tooltip', { hidden: true });

function showCell(prediction: LatestAiPrediction) {
  return renderWithProviders(
    <AiScoreButton
      patient={patientRow({ idpatient: 4, fullName: 'Ella Lund', latestAiPrediction: prediction })}
      onOpen={vi.fn()}
    />,
    { user: nurse, customer: 'generic' },
  );
}

function showPanel(prediction: LatestAiPrediction) {
  const patient = {
    ...patientRow({ idpatient: 4, fullName: 'Ella Lund', latestAiPrediction: prediction }),
    socialSecurityNr: null,
    email: null,
    createdAt: '2026-09-01T10:00:00.000Z',
    timezone: 'Europe/Berlin',
    appVersion: null,
    alarmType: null,
    clinics: [],
    latestOutcome: null,
  } satisfies PatientDetails['patient'];
  return renderWithProviders(<PatientAiPanel patient={patient} suggestions={null} />, {
    user: nurse,
    customer: 'generic',
    api: { 'GET /ai-scores/9/feature-importances': { body: [] } },
  });
}

describe('the list’s AI score cell', () => {
  it('shows a current score with the day it is for', async () => {
    const { userEvent } = showCell(current);
    const button = await screen.findByTestId('ai-score-button');
    expect(button).toHaveTextContent('46 %');
    expect(within(button).getByTestId('ai-score-day')).toHaveTextContent('2026-11-27');
    expect(button).not.toHaveAttribute('data-stale');
    expect(button).toHaveAccessibleName(
      expect.stringContaining(t('ai.score.forDay', { date: '2026-11-27' })),
    );
    await userEvent.hover(button);
    await waitFor(() => expect(tooltip()).toHaveTextContent(t('ai.score.forDay', { date: '2026-11-27' })));
    expect(tooltip()).not.toHaveTextContent(t('ai.score.stale'));
  });

  it('greys a stale score, marks its day and gives the reason in its tooltip', async () => {
    const { userEvent } = showCell(silent);
    const button = await screen.findByTestId('ai-score-button');
    expect(button).toHaveAttribute('data-stale', 'true');
    expect(within(button).getByTestId('ai-score-day')).toHaveTextContent(
      `2026-10-24 · ${t('ai.score.stale')}`,
    );
    const reason = t('ai.score.staleNoEntries', { count: 42 });
    expect(reason).toContain('no entries for 42 days');
    expect(button).toHaveAccessibleName(expect.stringContaining(reason));
    await userEvent.hover(button);
    await waitFor(() => expect(tooltip()).toHaveTextContent(reason));
  });
});

describe('the AI panel on patient details', () => {
  it('dates a current score, and the factors dialog says the same day', async () => {
    const { userEvent } = showPanel(current);
    expect(await screen.findByTestId('patient-ai-score')).toHaveTextContent('46 %');
    expect(screen.getByTestId('patient-ai-score')).not.toHaveAttribute('data-stale');
    expect(screen.getByTestId('patient-ai-score-day')).toHaveTextContent(
      t('ai.score.forDay', { date: '2026-11-27' }),
    );
    await userEvent.click(screen.getByRole('button', { name: t('ai.factors.open') }));
    expect(await screen.findByTestId('ai-factors-score-day')).toHaveTextContent(
      t('ai.score.forDay', { date: '2026-11-27' }),
    );
  });

  it('says a stale score is stale and why, never as a current one', async () => {
    showPanel({ ...silent, stale: { reason: 'old', days: 20 } });
    expect(await screen.findByTestId('patient-ai-score')).toHaveAttribute('data-stale', 'true');
    expect(screen.getByTestId('patient-ai-score-day')).toHaveTextContent(
      `${t('ai.score.staleOld', { count: 20 })} · ${t('ai.score.forDay', { date: '2026-10-24' })}`,
    );
  });
});
