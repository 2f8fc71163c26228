/**
 * Lighthouse 12 with its defaults (a mid-range phone, simulated slow 4G and CPU throttling) on a page of a running
 * stack: the four category scores out of 100 and the paint and blocking-time figures behind performance. Used by the
 * browser specs and by `npm run bench`; the browser is the one scripts/find-browser.mjs chose (CHROMIUM_PATH).
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  /** JavaScript the page downloaded, as transferred (compressed) bytes. */
  scriptBytes: number;
}

export async function lighthouseFigures(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    ) as LighthouseFigures['scores'];
    return {
      scores,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      scriptBytes: scriptTransferSize(audits['resource-summary']?.details),
    };
  } finally {
    chrome.kill();
  }
}

/** The 'script' row of Lighthouse's resource summary. */
function scriptTransferSize(details: unknown): number {
  const items = (details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items;
  return items?.find((i) => i.resourceType === 'script')?.transferSize ?? NaN;
}
