// Builds the folder graph of web/src from relative imports and prints every folder-level cycle
// among the feature folders (a feature folder is web/src/features/<area>, or a sub-folder of
// features/p2p). Other folders of web/src (ui, layouts, api, routes, …) are nodes too, so a cycle
// passing through them is found. Exits 1 when there is a cycle. Run: node scripts/check-web-folders.ts
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', 'web', 'src');

/** Every .ts/.tsx file under a directory. */
function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listSources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });
}

/** The folder node a file belongs to: features/<area>[/<sub> for p2p], else the top folder. */
export function folderOf(file: string): string | undefined {
  const parts = relative(root, file).split('/');
  if (parts.length < 2) return undefined;
  // The layouts compose the app's frame (session, real-time notices): a node of their own, above ui/.
  if (parts[0] === 'ui' && parts[1] === 'layouts' && parts.length > 2) return 'ui/layouts';
  if (parts[0] !== 'features') return parts[0];
  if (parts[1] === 'p2p' && parts.length > 3) return parts.slice(0, 3).join('/');
  return parts.slice(0, 2).join('/');
}

const importPattern =
  /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Folder graph: folder -> folders it imports. */
export function buildGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of listSources(root)) {
    const from = folderOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = folderOf(resolve(dirname(file), match[1] ?? match[2] ?? ''));
      if (target && target !== from) edges.add(target);
    }
  }
  return graph;
}

/** Strongly connected components with more than one folder (Tarjan). */
export function findCycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

if (import.meta.main) {
  const graph = buildGraph();
  const cycles = findCycles(graph);
  for (const cycle of cycles) {
    console.log(`folder cycle (${cycle.length}): ${cycle.join(' ')}`);
    for (const from of cycle)
      for (const to of graph.get(from) ?? []) if (cycle.includes(to)) console.log(`  ${from} -> ${to}`);
  }
  console.log(`${cycles.length} folder cycle(s) in web/src`);
  process.exitCode = cycles.length > 0 ? 1 : 0;
}
