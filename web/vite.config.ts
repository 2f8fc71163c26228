import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { PUBLIC_PAGES } from './src/app/page-meta.ts';

/** The public address (canonical URLs, Open Graph, sitemap): APP_URL at deploy time, the local stack otherwise. */
const SITE_URL = (process.env.CVMATE_SITE_URL ?? 'http://localhost:5000').replace(/\/$/, '');

/** robots.txt and sitemap.xml, written from the list of public pages so they cannot drift from the app. */
function searchFiles(): Plugin {
  const urls = Object.keys(PUBLIC_PAGES).map((path) => `  <url><loc>${SITE_URL}${path}</loc></url>`);
  return {
    name: 'cvmate-search-files',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /account\nDisallow: /premium/\nDisallow: /sign-in\n\nSitemap: ${SITE_URL}/sitemap.xml\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), searchFiles()],
  define: { 'import.meta.env.VITE_SITE_URL': JSON.stringify(SITE_URL) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // Everything the first page needs in one file: a dozen small shared chunks compress worse and cost a request each.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:5000' } },
});
