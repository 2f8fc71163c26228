import { describe, expect, it } from 'vitest';
import { buildDocx, type CvSpec } from '../test-fixtures/build-cv';
import { occupationCv, OCCUPATIONS } from '../test-fixtures/occupation-cvs';
import { readCv } from '../read/read-cv';
import { matchCv, normalise } from './match-report';
import { readJob } from './read-job';

const NOW = new Date('2026-11-22T00:00:00Z');
const cvOf = async (spec: CvSpec) => readCv(await buildDocx(spec));

/** An ad written here in the usual shape: about the role, essential criteria as bullets, desirable, how to apply. */
const YOUTH_WORKER_AD = `About the role
Support young people aged 12 to 25 through case management and outreach in Western Sydney.
Essential criteria
• Degree in Social Work or Youth Work
• Current Working With Children Check and National Police Check
• Experience in case management, risk assessment and referral to mental health services
• Strong communication and stakeholder engagement skills
Desirable
• Current NSW driver licence
• Experience with trauma informed practice
How to apply
Click apply now. Applications close Friday. Salary $85,000 plus super.`;

const youthWorker = (licences: string[]): CvSpec =>
  occupationCv({
    name: 'Jordan Lee',
    contact: 'Blacktown NSW 2148 | 0412 555 888 | jordan.lee@example.com.au',
    summary: 'Youth worker with five years of case management and outreach for young people in Western Sydney.',
    roles: [
      {
        title: 'Youth Case Worker',
        org: 'Western Youth Services',
        dates: 'Feb 2021 – Present',
        bullets: [
          'Manage a caseload of 15 young people, completing risk assessments and referrals to mental health services.',
          'Engaged stakeholders across schools, police and housing providers to plan support.',
          'Ran weekly outreach sessions that reached 40 young people a month.',
        ],
      },
    ],
    education: ['Bachelor of Social Work, Western Sydney University, 2020'],
    skills: ['Case management', 'Risk assessment', 'Communication with young people and families'],
    licences,
  });

describe('matchCv', () => {
  it('scores a CV lower when it lacks a check the ad names, and names that gap', async () => {
    const withCheck = await cvOf(
      youthWorker(['Working With Children Check (WWC1234567E)', 'National police check, 2025']),
    );
    const without = await cvOf(youthWorker(['National police check, 2025']));
    const a = matchCv(withCheck, YOUTH_WORKER_AD, { jobTitle: 'Youth Worker', now: NOW });
    const b = matchCv(without, YOUTH_WORKER_AD, { jobTitle: 'Youth Worker', now: NOW });
    expect(b.matchScore).toBeLessThan(a.matchScore);
    expect(b.gapsAndImprovements.join(' ')).toMatch(/Working With Children Check/);
    expect(a.gapsAndImprovements.join(' ')).not.toMatch(/Working With Children Check/);
  });

  it('calls a requirement the CV shows only in part "partly", never a strength', async () => {
    const ad = YOUTH_WORKER_AD.replace('• Strong communication', '• Perinatal mental health\n• Strong communication');
    const cv = await cvOf(youthWorker(['Working With Children Check (WWC1234567E)']));
    const r = matchCv(cv, ad, { jobTitle: 'Youth Worker', now: NOW });
    expect(r.strengthsIdentified.join(' ')).not.toMatch(/perinatal/i);
    expect(r.gapsAndImprovements.join(' ')).toMatch(
      /“perinatal mental health” is only partly in your CV \(“[^”]*mental health/,
    );
    expect(r.summaryOfAlignment).toMatch(/and partly meets \d+ more/);
  });

  it('shows a qualification from the Education section, not from "graduate" in a duty; either field of "X or Y" will do', async () => {
    const spec = youthWorker(['Working With Children Check (WWC1234567E)']);
    spec.sections
      .find((x) => x.heading === 'Work Experience')!
      .bullets!.unshift('Supervised two graduate social work students on placement each year.');
    const r = matchCv(await cvOf(spec), YOUTH_WORKER_AD, { jobTitle: 'Youth Worker', now: NOW });
    const degree = r.strengthsIdentified.find((x) => x.startsWith('Degree'));
    expect(degree).toMatch(/Bachelor of Social Work, Western Sydney University/);
    expect(r.strengthsIdentified.join(' ')).not.toMatch(/Supervised two graduate/);
    // "Degree in Social Work or Youth Work": either field will do.
    expect(r.gapsAndImprovements.join(' ')).not.toMatch(/Degree/);
  });

  it('compares meanings, not strings: "engaged stakeholders" meets "stakeholder engagement"', async () => {
    const r = matchCv(await cvOf(youthWorker([])), YOUTH_WORKER_AD, { jobTitle: 'Youth Worker', now: NOW });
    expect(r.strengthsIdentified.join('\n')).toMatch(
      /Stakeholder engagement: your CV shows it in “Engaged stakeholders/,
    );
    expect(r.missingKeywords).not.toContain('case management');
  });

  it('lists as missing only words that are in the ad and not in the CV', async () => {
    const cv = await cvOf(youthWorker([]));
    const r = matchCv(cv, YOUTH_WORKER_AD, { jobTitle: 'Youth Worker', now: NOW });
    expect(r.missingKeywords.length).toBeGreaterThan(0);
    for (const k of r.missingKeywords) {
      expect(normalise(YOUTH_WORKER_AD), k).toContain(normalise(k));
      expect(normalise(cv.text), k).not.toContain(normalise(k));
    }
    expect(r.missingKeywords.join(' ')).not.toMatch(/\b(apply|salary|click|close)\b/i);
  });

  it('reads essential and desirable parts, and the ad flattened to one line still yields the same checks', () => {
    const job = readJob(YOUTH_WORKER_AD);
    const importanceOf = (label: string) => job.requirements.find((r) => r.label === label)?.importance;
    expect(importanceOf('Working With Children Check')).toBe('essential');
    expect(importanceOf('Driver licence')).toBe('desirable');
    const flat = readJob(YOUTH_WORKER_AD.replace(/\s*\n\s*•?\s*/g, ' '));
    const checks = (j: typeof job) => j.requirements.filter((r) => r.kind !== 'hard').map((r) => r.label);
    expect(checks(flat)).toEqual(checks(job));
  });

  it('fills every field of the report, deterministically', async () => {
    const cv = await cvOf(occupationCv(OCCUPATIONS.storeperson!.person));
    const ad =
      'Storeperson wanted. You will pick and pack orders with RF scanners, load trucks and hold a forklift licence.';
    const a = matchCv(cv, ad, { now: NOW });
    expect(a).toEqual(matchCv(cv, ad, { now: NOW }));
    expect(a).toMatchObject({
      candidateName: 'Tomasi Fifita',
      jobTitle: 'Target Position',
      dateGenerated: NOW.toISOString(),
    });
    expect(a.matchScore).toBeGreaterThanOrEqual(80);
    expect(a.sectionRelevance.experienceLevel).toBe('good');
    expect(a.recommendedEdits.map((e) => e.section)).toContain('Work Experience');
  });
});
