import { describe, expect, it } from 'vitest';
import { readAd } from './read-ad';

const read = (lines: string[]) => readAd(lines.join('\n')).requirements;
const named = (lines: string[]) => read(lines).map((r) => r.name);

describe('a careers page and a startup’s headings', () => {
  it('reads what follows "You’ll be a great fit if you:" as what the ad asks, tools the web uses included', () => {
    const asked = named([
      'Frontend Developer',
      'The role',
      'You will work on our customer portal with the rest of the product team.',
      'You’ll be a great fit if you:',
      '- Have shipped features with Vue and TypeScript',
      '- Know HTML, CSS and web accessibility well',
      '- Write tests with Vitest or Jest',
    ]);
    expect(asked).toEqual(
      expect.arrayContaining(['Vue.js', 'TypeScript', 'HTML', 'CSS', 'Web accessibility', 'Vitest or Jest']),
    );
  });

  it('reads no requirement from a cookie banner, a team’s name or the board’s "Job Types" line', () => {
    const asked = named([
      'We use cookies to improve your browsing experience and analyse site traffic. Read our Cookie Policy.',
      'Data Analyst',
      'You will join our Growth Insights squad of four analysts.',
      'About you',
      '- Experience with SQL and Power BI',
      'Job Types: Full-time, Permanent',
    ]).map((n) => n.toLowerCase());
    expect(asked.join(' | ')).not.toMatch(/browsing|traffic|squad|job type/);
    expect(asked).toContain('sql');
  });
});

describe('what an ad offers or when the work is done', () => {
  it('reads "is great, but …" as preferred, and "Paid training and regular supervision" as an offer', () => {
    const reqs = read([
      'Support Worker',
      'About you',
      '- A current NDIS Worker Screening Check',
      '- Commercial cleaning experience is great, but volunteer work counts too',
      'What we offer',
      'Pay as per the SCHADS Award.',
      'Paid training and regular supervision.',
    ]);
    expect(reqs.find((r) => /cleaning/i.test(r.name))?.essential).toBe(false);
    expect(reqs.some((r) => /supervision/i.test(r.name))).toBe(false);
  });

  it('reads days, nights and late finishes as availability, not skills, and a named term’s rules as that term', () => {
    const reqs = read([
      'Crowd Controller',
      'Requirements:',
      '- Available Friday and Saturday nights including late finishes',
      '- Working knowledge of Chain of Responsibility obligations',
    ]);
    const skills = reqs.filter((r) => r.kind === 'skill').map((r) => r.name.toLowerCase());
    expect(skills.join(' | ')).not.toMatch(/nights|finishes|obligations/);
    expect(reqs.some((r) => r.name === 'Chain of Responsibility')).toBe(true);
  });
});
