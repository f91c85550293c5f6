// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { AiModelCard, Language } from '@vigil/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../i18n/i18n.ts';
import { staffUser } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ModelCard } from './ModelCard.tsx';

const bins = Array.from({ length: 10 }, (_, decile) => ({
  meanPredicted: (decile + 0.5) / 10,
  observed: (decile + 0.4) / 10,
  count: 1,
}));

/** A model trained and tested on `patients` patients each, too few to trust, with out-of-fold calibration. */
const cardOf = (patients: number): AiModelCard => ({
  kind: 'hospitalization_risk',
  version: 1,
  trainedAt: '2026-11-20T04:30:00.000Z',
  trainedOnPatients: patients,
  heldOutPatients: patients,
  riskAuc: null,
  riskBrier: null,
  outcomeAuc: null,
  calibration: bins,
  calibrationError: null,
  outOfFold: {
    patients,
    rows: 100,
    riskAuc: null,
    calibration: bins,
    calibrationError: { mean: 0.02, worst: 0.04 },
  },
  l2: 3,
  tooFewPatients: true,
});

/** The card's patient counts, its warning and all its text, for `patients` patients. */
async function textsFor(language: Language, patients: number) {
  await chooseLanguage(language);
  const view = renderWithProviders(<ModelCard card={cardOf(patients)} />, {
    user: staffUser('ROLE_MYAPPADMIN'),
    customer: 'generic',
  });
  const card = await screen.findByTestId('model-card-hospitalization_risk');
  const texts = {
    patients: within(card).getByTestId('model-patients').textContent,
    warning: within(card).getByTestId('too-few-patients').textContent,
    outOfFold: card.textContent,
  };
  view.unmount();
  return texts;
}

describe('the model card counts its patients in each language’s plural forms', () => {
  afterAll(() => chooseLanguage('en'));

  it('one patient, five patients in English and German', async () => {
    const english1 = await textsFor('en', 1);
    expect(english1.patients).toBe('Trained on 1 patient, tested on 1 held-out patient');
    expect(english1.warning).toMatch(/^Trained on only 1 patient: too few/);
    expect(english1.outOfFold).toContain('Calibration out of fold over the 1 training patient:');
    const english5 = await textsFor('en', 5);
    expect(english5.patients).toBe('Trained on 5 patients, tested on 5 held-out patients');
    expect(english5.warning).toMatch(/^Trained on only 5 patients: too few/);
    expect(english5.outOfFold).toContain('Calibration out of fold over all 5 training patients:');
    const german1 = await textsFor('de', 1);
    expect(german1.warning).toMatch(/^Mit nur 1 Patienten trainiert: zu wenig,/);
    expect(german1.outOfFold).toContain('über 1 Trainingspatienten:');
    const german5 = await textsFor('de', 5);
    expect(german5.warning).toMatch(/^Mit nur 5 Patienten trainiert: zu wenige,/);
    expect(german5.outOfFold).toContain('über alle 5 Trainingspatienten:');
  });

  it('Polish has one, few and many', async () => {
    expect((await textsFor('pl', 1)).warning).toMatch(/^Wytrenowany na zaledwie 1 pacjencie:/);
    const polish2 = await textsFor('pl', 2);
    expect(polish2.warning).toMatch(/^Wytrenowany na zaledwie 2 pacjentach:/);
    expect(polish2.outOfFold).toContain('na wszystkich 2 pacjentach treningowych');
    expect((await textsFor('pl', 5)).outOfFold).toContain('na wszystkich 5 pacjentach treningowych');
    expect((await textsFor('pl', 1)).outOfFold).toContain('na 1 pacjencie treningowym');
  });
});
