import { describe, expect, it } from 'vitest';
import { BASE_URL } from './support/browser';
import { lighthouseFigures } from './support/lighthouse';

describe('Lighthouse on the landing page (mobile, simulated throttling)', () => {
  it('scores 100 for accessibility, best practices and SEO', async () => {
    const figures = await lighthouseFigures(`${BASE_URL}/`);
    console.log(`Lighthouse landing: ${JSON.stringify(figures)}`);
    expect(figures.scores).toMatchObject({ accessibility: 100, 'best-practices': 100, seo: 100 });
    // Performance depends on the machine's load while the specs run; its figure is printed by `npm run bench`.
    expect(figures.lcpMs).toBeLessThan(2500);
  }, 120_000);
});
