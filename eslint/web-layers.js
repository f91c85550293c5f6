import path from 'node:path';
import { relativeImports, TEST_FILE } from './feature-boundaries.js';

/**
 * The web's layers point one way: `app/` composes the features (providers, router, shell) and
 * nothing below it imports `app/`. What features share (toasts, the failure notice, the flavour,
 * error reporting) lives in `platform/`, under the features. Only the page's entry points
 * (`main.tsx`, `boot.ts`) and `app/` itself import `app/`; tests and their helpers (`*.test.ts`,
 * `src/test/`) may, to render what the app provides. Relative imports are resolved against
 * the importing file, so it does not matter how many `../` they take.
 */
const WEB_SRC = /^(.*\/apps\/web\/src)\/(.*)$/;
const ENTRY_POINTS = new Set(['main.tsx', 'boot.ts']);

/** @type {import('eslint').Rule.RuleModule} */
export const webLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Nothing under the app shell imports apps/web/src/app/: it only composes.' },
    messages: {
      upward:
        "'{{source}}' is in app/, which composes the features and imports them: move what is shared into platform/ and import it from there.",
    },
    schema: [],
  },
  create(context) {
    const importer = context.filename.split(path.sep).join('/');
    const match = WEB_SRC.exec(importer);
    if (!match || TEST_FILE.test(importer)) return {};
    const [, src, inside] = match;
    if (inside.startsWith('app/') || ENTRY_POINTS.has(inside)) return {};
    return relativeImports(importer, (target, node) => {
      if (target.startsWith(`${src}/app/`))
        context.report({ node, messageId: 'upward', data: { source: node.value } });
    });
  },
};
