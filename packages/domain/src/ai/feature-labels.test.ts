import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.ts';
import { aiFeatureLabel } from './feature-labels.ts';
import { HOSPITALIZATION_FEATURES, TREATMENT_FEATURES } from './features.ts';

describe('aiFeatureLabel', () => {
  it('names every feature of both models in every language, never as stored', () => {
    for (const language of LANGUAGES)
      for (const feature of [...TREATMENT_FEATURES, ...HOSPITALIZATION_FEATURES]) {
        const label = aiFeatureLabel(feature, language);
        expect(label).not.toBe(feature);
        expect(label).not.toContain('{{');
      }
  });

  it('fills in the alarm type, the diagnosis and the vital sign', () => {
    expect(aiFeatureLabel('alarm:Wet Stop', 'en')).toBe('Alarm type: Wet Stop');
    expect(aiFeatureLabel('diagnosis:I50', 'de')).toBe('Diagnose: Herzinsuffizienz (I50)');
    expect(aiFeatureLabel('SPO2:recent', 'de')).toBe('Sauerstoffsättigung, letzte 3 Tage');
  });

  it('gives a feature of a newer model as stored', () => {
    expect(aiFeatureLabel('somethingNew', 'fr')).toBe('somethingNew');
  });
});
