import { Linter } from 'eslint';

/**
 * For the rules' tests: the messages of the house rule `name` (its module `rule`) for `code` as if
 * it were the file at `filename` (the file need not exist).
 */
export function ruleProblems(name, rule) {
  return (code, filename) =>
    new Linter({ configType: 'flat' })
      .verify(
        code,
        [
          {
            files: ['**/*.ts', '**/*.tsx'],
            languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
            plugins: { vigil: { rules: { [name]: rule } } },
            rules: { [`vigil/${name}`]: 'error' },
          },
        ],
        { filename },
      )
      .map((message) => message.message);
}
