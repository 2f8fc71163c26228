import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BASE_URL, launch, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('public pages', () => {
  it('shows the landing page with its hero, four reasons, three testimonials and the footer', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Land Your Dream Job. Hassle-Free.' }).waitFor();
    const getStarted = page.getByRole('link', { name: 'Get Started for Free' });
    expect(await getStarted.count()).toBe(2);
    expect(await getStarted.first().getAttribute('href')).toBe('/api/login');
    expect(await page.getByRole('img', { name: /Resume, Job Match, Success/ }).count()).toBe(1);
    expect(await page.locator('section[aria-labelledby="why-choose"] h3').count()).toBe(4);
    expect(await page.locator('section[aria-labelledby="testimonials"] blockquote').count()).toBe(3);
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const name of ['About', 'Privacy', 'Terms', 'Support', 'Feedback']) {
      expect(await footer.getByRole('link', { name }).count()).toBe(1);
    }
    expect(await page.getByText('Uploads are secure and automatically deleted after use').count()).toBe(1);
    await context.close();
  });

  it('serves the public pages as rendered HTML with their styles, before any JavaScript runs', async () => {
    const { page, context } = await newPage(browser);
    const pages: Array<[string, string]> = [
      ['/', 'Land Your Dream Job. Hassle-Free.'],
      ['/about', 'What we do'],
      ['/privacy', 'Privacy'],
    ];
    for (const [path, words] of pages) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain(words);
      expect(html, path).toContain('<style data-emotion="css');
    }
    // Other routes, and the pages that are mostly a form, get the empty shell, which the app fills in.
    for (const path of ['/account', '/support'])
      expect(await (await page.request.get(path)).text(), path).toContain('<div id="root"></div>');
    await context.close();
  });

  it('sends a visitor at most 150 kB of JavaScript (gzip) for the landing page, and no toast or signed-in code', async () => {
    const { page, context } = await newPage(browser);
    const scripts: Array<Promise<{ url: string; bytes: number }>> = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script')
        scripts.push(r.body().then((b) => ({ url: r.url(), bytes: gzipSync(b).length })));
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Land Your Dream Job. Hassle-Free.' }).waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    const total = loaded.reduce((sum, s) => sum + s.bytes, 0);
    console.log(`Landing JavaScript: ${(total / 1000).toFixed(1)} kB gzip in ${loaded.length} file(s)`);
    expect(total).toBeLessThanOrEqual(150_000);
    const names = loaded.map((s) => new URL(s.url).pathname).join(' ');
    expect(names).not.toMatch(/toaster|signed-in-home|sign-in-page/);
    await context.close();
  });

  it('hydrates the rendered page without computing its styles again', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The build-time render's styles carry the class names the browser computes; a mismatch (e.g. the render run in
    // development mode) makes emotion insert every rule again into its own sheet, style[data-emotion="css"].
    const inserted = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-emotion="css"]')].reduce(
        (n, s) => n + ((s as HTMLStyleElement).sheet?.cssRules.length ?? 0),
        0,
      ),
    );
    expect(inserted).toBe(0);
    const classes = await page.evaluate(() =>
      [...document.querySelectorAll('[class*="css-"]')].map((e) => e.className),
    );
    expect(classes.length).toBeGreaterThan(20);
    expect(classes.filter((c) => /\bcss-[a-z0-9]+-Mui/.test(c))).toEqual([]);
    await context.close();
  });

  it("loads for a visitor with no console error and no call for a session it doesn't have", async () => {
    const { page, context } = await newPage(browser);
    const errors: string[] = [];
    const asked: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('request', (r) => r.url().includes('/api/auth/user') && asked.push(r.url()));
    for (const path of ['/', '/about', '/support', '/feedback']) {
      await page.goto(path);
      await page.getByRole('contentinfo').waitFor();
    }
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(asked).toEqual([]);
    await context.close();
  });

  it('tells search engines what each public page is: title, description, canonical URL, Open Graph, robots and sitemap', async () => {
    const { page, context } = await newPage(browser);
    const head = async () =>
      page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
        ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
      }));
    await page.goto('/');
    const home = await head();
    expect(home.title).toBe('CVMate · Free CV check for Australian jobs');
    expect(home.description?.length).toBeGreaterThan(50);
    expect(home.ogImage).toMatch(/\/og-image\.png$/);
    // The build writes the public address (APP_URL); the test stack serves the same file on its own port.
    expect((await page.request.get(new URL(home.ogImage!).pathname)).headers()['content-type']).toBe('image/png');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy' }).click();
    await page.waitForURL(/\/privacy$/);
    await expect.poll(async () => (await head()).title).toBe('Privacy Policy · CVMate');
    const privacy = await head();
    expect(privacy.canonical).toMatch(/\/privacy$/);
    expect(privacy.ogUrl).toBe(privacy.canonical);
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    for (const path of ['/about', '/privacy', '/terms', '/support', '/feedback'])
      expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain('/account');
    await context.close();
  });

  it('sends Get Started to the sign-in page through /api/login', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started for Free' }).first().click();
    await page.waitForURL(`${BASE_URL}/sign-in`);
    await page.getByRole('heading', { name: 'Sign in to CVMate' }).waitFor();
    await context.close();
  });

  it('opens a right-hand Navigation drawer from the menu button at 390px', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('.MuiDrawer-paper');
    await drawer.getByRole('heading', { name: 'Navigation' }).waitFor();
    // Wait for the slide-in transition to settle against the right edge.
    await page.waitForFunction(
      () => document.querySelector('.MuiDrawer-paper')?.getBoundingClientRect().right === window.innerWidth,
    );
    const box = (await drawer.boundingBox())!;
    expect(box.width).toBe(280);
    expect(Math.round(box.x + box.width)).toBe(390);
    await drawer.getByRole('link', { name: 'Support' }).click();
    await page.waitForURL(`${BASE_URL}/support`);
    await page.getByRole('heading', { name: 'Need Help? Contact Support' }).waitFor();
    await context.close();
  });

  it('shows the 404 page with its developer hint for an unknown path', async () => {
    const { page, context } = await newPage(browser);
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.getByText(/forget to add the page to the router/).count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${BASE_URL}/`);
    // The home page's render removes it (after the URL changes, so wait for it to go rather than count at once).
    await page.locator('meta[name="robots"]').waitFor({ state: 'detached' });
    await context.close();
  });

  it('serves the info pages with their key content', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/privacy');
    await page.getByText('Privacy Act 1988 (Cth)').first().waitFor();
    expect(await page.getByText('Effective July 2025').count()).toBe(1);
    await page.goto('/terms');
    await page.getByText(/We do not give refunds for partial billing cycles/).waitFor();
    await page.goto('/about');
    await page.getByRole('heading', { name: 'About CVMate' }).waitFor();
    await context.close();
  });
});
