// Bundles the function with the workspace packages inlined, so `firebase deploy` needs only the
// registry dependencies listed in functions/package.json (left external and installed by Cloud Build).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
await build({
  // The API, and the worker that reads each uploaded Word file in its own thread (src/sandbox/read-in-worker.ts).
  entryPoints: {
    index: new URL('./src/index.ts', import.meta.url).pathname,
    'read-worker': new URL('./src/sandbox/read-worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./lib/', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  logLevel: 'warning',
});
