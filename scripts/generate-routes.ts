/**
 * Regenerates web/src/routeTree.gen.ts from the route files, as the Vite plugin does during a
 * build, without building: `node scripts/generate-routes.ts`.
 */
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const webRoot = fileURLToPath(new URL('../web/', import.meta.url));
const config = getConfig({
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: `${webRoot}src/routes`,
  generatedRouteTree: `${webRoot}src/routeTree.gen.ts`,
});
await new Generator({ config, root: webRoot }).run();
console.log('web/src/routeTree.gen.ts is up to date.');
