// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffUser } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { AiStatusIcon } from './AiStatusIcon.tsx';

describe('the risk score column', () => {
  it('shows the same percentage as the AI Score, not the list’s one-decimal rounding', async () => {
    renderWithProviders(
      <AiStatusIcon
        entry={{
          status: 'NORMAL',
          isPatientLimit: false,
          variableValue: 0.5,
          variableValueFull: 0.46,
          daysSince: 0,
          limit: null,
        }}
        variable={{ name: 'AI hospitalization risk (14 days)', acronym: 'RISK_SCORE', units: 'probability' }}
        patientInactive={false}
        size={28}
        focusable
      />,
      { user: staffUser('ROLE_USER'), customer: 'generic' },
    );
    const icon = await screen.findByLabelText(/AI hospitalization risk/);
    expect(icon).toHaveAccessibleName(expect.stringContaining('46 %'));
    expect(icon).not.toHaveAccessibleName(expect.stringContaining('50 %'));
  });
});
