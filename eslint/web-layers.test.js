import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { webLayers } from './web-layers.js';
import { ruleProblems } from './test-lint.js';

// Inside the repository, where the linter looks for files (the files need not exist).
const WEB = fileURLToPath(new URL('../apps/web/src', import.meta.url));

const problems = ruleProblems('web-layers', webLayers);

describe('the web layers rule', () => {
  it('refuses a feature that imports app/, however it is written', () => {
    expect(
      problems(
        "import { showFailure } from '../../app/failureToast.ts';",
        `${WEB}/features/limits/LimitDialog.tsx`,
      ),
    ).toEqual([
      "'../../app/failureToast.ts' is in app/, which composes the features and imports them: move what is shared into platform/ and import it from there.",
    ]);
    expect(
      problems("export * from '../../../app/notify.ts';", `${WEB}/features/ai/learning/x.ts`),
    ).toHaveLength(1);
    expect(problems("await import('../app/router.tsx');", `${WEB}/components/TableFrame.tsx`)).toHaveLength(
      1,
    );
    expect(problems("import { x } from '../app/theme.ts';", `${WEB}/platform/notify.ts`)).toHaveLength(1);
  });

  it('lets features use platform/, and app/ and the entry points compose', () => {
    expect(
      problems(
        "import { showFailure } from '../../platform/failureToast.ts';",
        `${WEB}/features/limits/LimitDialog.tsx`,
      ),
    ).toEqual([]);
    expect(problems("import { x } from '../features/limits/index.ts';", `${WEB}/app/router.tsx`)).toEqual([]);
    expect(problems("import { App } from './app/App.tsx';", `${WEB}/main.tsx`)).toEqual([]);
    expect(problems("import { x } from './theme.ts';", `${WEB}/app/AppProviders.tsx`)).toEqual([]);
  });

  it('lets tests and their helpers render what the app provides', () => {
    expect(
      problems(
        "import { AppProviders } from '../app/AppProviders.tsx';",
        `${WEB}/test/renderWithProviders.tsx`,
      ),
    ).toEqual([]);
  });
});
