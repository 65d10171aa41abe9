// @ts-check
/**
 * ESLint rule: web feature folders import each other only through their index.ts (issue 20). A
 * feature folder is web/src/features/<area>, or a sub-folder of features/p2p. A relative import that
 * lands inside a feature folder other than the file's own must name that folder's index.ts. (That
 * the wholesale areas import no p2p code is the same no-restricted-imports pattern as on the server.)
 */
import { dirname, relative, resolve, sep } from 'node:path';

/** The feature folder of a path relative to web/src, or null. @param {string[]} parts */
function featureFolderOf(parts) {
  if (parts[0] !== 'features' || parts.length < 3) return null;
  if (parts[1] === 'p2p' && parts.length > 3) return parts.slice(0, 3).join('/');
  return parts.slice(0, 2).join('/');
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Feature folders import each other through index.ts.' },
    messages: {
      internals: "Import {{target}} through its index.ts ('{{index}}'), not a file inside it.",
    },
    schema: [],
  },
  create(context) {
    const webRoot = resolve(context.cwd, 'web', 'src');
    const fromParts = relative(webRoot, context.filename).split(sep);
    if (fromParts[0] === '..') return {};
    const from = featureFolderOf(fromParts);
    /** @param {any} node @param {string} source */
    const check = (node, source) => {
      if (!source.startsWith('.')) return;
      const target = resolve(dirname(context.filename), source);
      const parts = relative(webRoot, target).split(sep);
      const folder = featureFolderOf(parts);
      if (!folder || folder === from) return;
      if (parts.length !== folder.split('/').length + 1 || parts.at(-1) !== 'index.ts') {
        const index = relative(dirname(context.filename), resolve(webRoot, folder, 'index.ts'));
        context.report({ node, messageId: 'internals', data: { target: folder, index } });
      }
    };
    return {
      /** @param {any} node */
      ImportDeclaration: (node) => check(node, node.source.value),
      /** @param {any} node */
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      /** @param {any} node */
      ExportAllDeclaration: (node) => check(node, node.source.value),
      /** @param {any} node */
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, String(node.source.value)),
    };
  },
};
