import { describe, expect, it } from 'vitest';
import { SHOWN_TERMS } from './phrase-index';

const shown = (text: string) => SHOWN_TERMS.findIn(text).map((h) => h.term.name);

describe('a product the CV names shows the product and the kind of system it is', () => {
  it.each([
    ['SAP Business One', ['SAP', 'ERP']],
    ['MYOB Advanced', ['MYOB', 'ERP']],
    ['Pronto Xi', ['Pronto', 'ERP']],
    ['Adobe Illustrator', ['Adobe Creative Suite', 'Illustrator']],
    ['Adobe Photoshop', ['Adobe Creative Suite', 'Photoshop']],
    ['Adobe InDesign', ['Adobe Creative Suite', 'InDesign']],
    // A module shows the product and what it is, once each.
    ['SAP EWM', ['SAP', 'WMS']],
    // The US noun is the Australian one.
    ['Car license (full)', ["Driver's licence"]],
  ])('%s', (text, names) => expect(shown(text).sort()).toEqual([...names].sort()));
});

describe('a soft skill a current role shows in the present tense is shown', () => {
  it.each([
    ['Supervise and mentor social work students on placement', 'Leadership'],
    ['Mentoring new starters through their first month', 'Leadership'],
    ['Liaise with schools, police and health services', 'Communication'],
    ['Resolve complaints from tenants', 'Problem solving'],
    // Working with industry bodies shows stakeholder engagement.
    ['Ran information sessions with nine industry associations', 'Stakeholder engagement'],
    // A front desk's phones and e-mails show communication.
    ['Greeting members and answering the phone and emails', 'Communication'],
    // Calm with people at their worst shows handling difficult situations.
    ['Dealing with drunk or aggressive passengers on weekend night shifts', 'Handling difficult situations'],
    ['De-escalated conflicts between residents', 'Handling difficult situations'],
    ['Can work on my own with no supervision', 'Working independently'],
  ])('%s', (text, name) => expect(shown(text)).toContain(name));
});
