import type { VariableDefinition } from './types.ts';

/**
 * Treatment-outcome predictions as variables (docs/requirements/ai.md#ai-variables): each flag is 1 when that outcome is
 * the predicted one (the traffic light), each _SC its probability. Shown with the AI icons, so
 * they carry no limits. Bedwetting only: the generic flavour's AI is its RISK_SCORE.
 */
export const AI_VARIABLES = [
  aiFlag('AI_SUCC', 'AI successful treatment'),
  aiFlag('AI_PSUCC', 'AI partly successful treatment'),
  aiFlag('AI_NOTSUCC', 'AI not successful treatment'),
  aiFlag('AI_DROPOUT', 'AI drop out'),
  aiScore('AI_SUCC_SC', 'AI successful treatment score'),
  aiScore('AI_PSUCC_SC', 'AI partly successful treatment score'),
  aiScore('AI_NOTSUCC_SC', 'AI not successful treatment score'),
  aiScore('AI_DROPOUT_SC', 'AI drop out score'),
] as const satisfies readonly VariableDefinition[];

function aiFlag<Code extends string>(code: Code, name: string) {
  return {
    code,
    name,
    units: '',
    kind: 'ai',
    flavour: 'bedwetting',
    defaultWindow: 2,
    defaultLimits: [],
  } as const;
}

function aiScore<Code extends string>(code: Code, name: string) {
  return {
    code,
    name,
    units: 'probability',
    kind: 'ai',
    flavour: 'bedwetting',
    defaultWindow: 2,
    defaultLimits: [],
  } as const;
}
