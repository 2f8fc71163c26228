// Renders the public pages to HTML at build time (web/src/entry-server.tsx, built by `vite build --ssr`), so a visitor
// sees the landing and info pages before any JavaScript runs; the SPA then hydrates them. Every other route gets the
// empty shell, app.html (firebase.json rewrites to it).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The SSR bundle leaves MUI and emotion in node_modules, where they read NODE_ENV: in development mode they label
// every class (css-1a2b3c-MuiButton-root), so the browser's production build would find none of its class names in
// the page and compute and insert every style again while hydrating.
process.env.NODE_ENV = 'production';
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'web');
const dist = path.join(web, 'dist');
const { render, PUBLIC_PAGES } = await import(pathToFileURL(path.join(web, 'dist-ssr', 'entry-server.js')).href);

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
writeFileSync(path.join(dist, 'app.html'), template);
const site = /<link rel="canonical" href="([^"]*)\/"/.exec(template)?.[1] ?? '';
const escape = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

for (const [route, meta] of Object.entries(PUBLIC_PAGES)) {
  if (meta.form) continue;
  const { html, styles } = await render(route);
  const url = `${site}${route}`;
  const page = template
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
    .replace('</head>', `${styles}</head>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(meta.title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, `$1${escape(meta.description)}"`)
    .replace(/(<meta\s+property="og:title"\s+content=")[^"]*"/, `$1${escape(meta.title)}"`)
    .replace(/(<meta\s+property="og:description"\s+content=")[^"]*"/, `$1${escape(meta.description)}"`)
    .replace(/(<link rel="canonical" href=")[^"]*"/, `$1${url}"`)
    .replace(/(<meta property="og:url" content=")[^"]*"/, `$1${url}"`);
  const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  writeFileSync(path.join(dist, file), page);
  console.log(`prerendered ${route} -> ${file} (${(page.length / 1024).toFixed(0)} KB)`);
}
