// @ts-check
/**
 * ESLint rule: layers point down (STYLE habit 2). Each relative import is resolved to the project's
 * top-level folder it lands in; a folder the file's layer may not use is an error, and a folder it
 * may use for types only is an error unless the import is `import type`.
 *
 * Options: `{ forbid: string[], typesOnly?: string[], only?: Record<string, string[]> }`, folder
 * names at the project root; `only` lets a layer reach into a folder through the named file names
 * alone (api/ and platform/ see a workflow area through its `messages.ts`, the seam).
 */
import { basename, dirname, relative, resolve, sep } from 'node:path';

/** @param {string} filename @param {string} source @param {string} root */
function targetOf(filename, source, root) {
  if (!source.startsWith('.')) return null;
  const target = relative(root, resolve(dirname(filename), source));
  if (target.startsWith('..')) return null;
  return { folder: target.split(sep)[0] ?? null, file: basename(target) };
}

/** @param {any} node */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((/** @type {any} */ s) => s.importKind === 'type' || s.exportKind === 'type')
  );
}

/** @type {import('eslint').Rule.RuleModule} */
export const layerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Layers point down: a folder imports only the layers below it.' },
    messages: {
      forbidden: '{{layer}}/ may not import {{target}}/ (layers point down, STYLE habit 2).',
      typesOnly: '{{layer}}/ may import only types from {{target}}/: use `import type`.',
      only: '{{layer}}/ may import from {{target}}/ only {{files}} (the seam).',
    },
    schema: [
      {
        type: 'object',
        properties: {
          forbid: { type: 'array', items: { type: 'string' } },
          typesOnly: { type: 'array', items: { type: 'string' } },
          only: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { forbid = [], typesOnly = [], only = {} } = context.options[0] ?? {};
    const root = context.cwd;
    const layer = relative(root, context.filename).split(sep)[0];
    /** @param {any} node @param {string} source @param {boolean} typeOnly */
    const check = (node, source, typeOnly) => {
      const resolved = targetOf(context.filename, source, root);
      const target = resolved?.folder;
      if (!resolved || !target || target === layer) return;
      const allowed = only[target];
      if (allowed && !allowed.includes(resolved.file))
        context.report({ node, messageId: 'only', data: { layer, target, files: allowed.join(', ') } });
      else if (forbid.includes(target))
        context.report({ node, messageId: 'forbidden', data: { layer, target } });
      else if (typesOnly.includes(target) && !typeOnly)
        context.report({ node, messageId: 'typesOnly', data: { layer, target } });
    };
    return {
      ImportDeclaration: (node) => check(node, String(node.source.value), isTypeOnly(node)),
      ExportNamedDeclaration: (node) =>
        node.source && check(node, String(node.source.value), isTypeOnly(node)),
      ExportAllDeclaration: (node) => check(node, String(node.source.value), isTypeOnly(node)),
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') check(node, String(node.source.value), false);
      },
    };
  },
};
