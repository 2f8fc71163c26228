import { describe, expect, it } from 'vitest';
import type { Judgement } from '../match/judge-lines';
import { term } from '../vocabulary/term';
import { listedSkills } from './listed-skills';

const shown = (wording: string, evidence: string, withTerm?: string): Judgement => ({
  requirement: {
    kind: 'skill',
    name: withTerm ?? wording,
    wording,
    essential: true,
    from: 'candidate',
    concepts: [],
    knockOut: false,
    ...(withTerm ? { term: term('skill', withTerm, [wording.toLowerCase()]) } : {}),
  },
  met: 1,
  evidence,
});

describe('skills listed beside the CV’s own skills list', () => {
  it('adds only a term the vocabulary knows, never a phrase cut from the ad', () => {
    const cvText = 'Key Skills\nTeller and cash handling\nBalanced the till and reconciled the vault daily';
    const results = [
      shown('Balancing record', 'Balanced the till and reconciled the vault daily'),
      shown('Cash management', 'Teller and cash handling', 'Cash handling'),
    ];
    expect(listedSkills(results, cvText, true)).toEqual(['Cash management']);
  });

  it('adds no other name for a product the CV names as the ad does ("Microsoft 365")', () => {
    const cvText = 'Skills\nMicrosoft 365 – Outlook, Word and Teams (advanced)\nDiary management';
    const results = [shown('Microsoft 365', 'Microsoft 365 – Outlook, Word and Teams (advanced)', 'Microsoft Office')];
    expect(listedSkills(results, cvText, true)).toEqual([]);
  });

  it('adds no tool the CV names with its version or platform ("Node.js" says "Node", "HTML5" says "HTML")', () => {
    const cvText =
      'Technical Skills\nFrontend: React, HTML5, CSS\nBackend: Node.js + Express\nWorked in two-week sprints';
    const results = [
      shown('Node', 'Backend: Node.js + Express', 'Node.js'),
      shown('HTML', 'Frontend: React, HTML5, CSS', 'HTML'),
      shown('Agile', 'Worked in two-week sprints', 'Agile'),
    ];
    expect(listedSkills(results, cvText, true)).toEqual(['Agile']);
  });
});
