import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { vigil } from './eslint/feature-boundaries.js';
import { webLayers } from './eslint/web-layers.js';
import { customerBranches } from './eslint/customer-branches.js';
import {
  patientScopeFiles,
  patientScopeRestriction,
  patientTable,
  patientTableFiles,
} from './eslint/patient-scope.js';

/** The house's own rules: one plugin, since a plugin's name may be defined once. */
const house = {
  rules: {
    ...vigil.rules,
    'patient-table': patientTable,
    'web-layers': webLayers,
    'customer-branches': customerBranches,
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip)$/]',
          message: 'Focused or skipped tests do not ship.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { vigil: house },
    rules: { 'vigil/web-layers': 'error' },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    plugins: { vigil: house },
    rules: { 'vigil/feature-boundaries': 'error' },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { vigil: house },
    rules: { 'vigil/customer-branches': 'error' },
  },
  { ...patientScopeFiles, rules: { 'no-restricted-imports': patientScopeRestriction } },
  { ...patientTableFiles, plugins: { vigil: house }, rules: { 'vigil/patient-table': 'error' } },
  // Files outside every TypeScript project (the root test configuration, plain scripts).
  { files: ['**/*.js', '**/*.mjs', 'vitest.config.ts'], ...tseslint.configs.disableTypeChecked },
);
