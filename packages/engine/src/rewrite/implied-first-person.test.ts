import { describe, expect, it } from 'vitest';
import { impliedFirstPerson, impliedSentence } from './implied-first-person';
import type { StructuredCv } from './structured-cv';

describe('implied first person', () => {
  it.each([
    [
      'I use scan tools to find faults and I do pre-purchase inspections.',
      'Use scan tools to find faults and do pre-purchase inspections.',
    ],
    ['I was also trained on the service desk.', 'Trained on the service desk.'],
    ['I have also been signed off to give out medications.', 'Signed off to give out medications.'],
    ['I had to fill in a shift report for each client.', 'Filled in a shift report for each client.'],
    [
      'Sometimes I help in the dispensary by entering scripts.',
      'Sometimes help in the dispensary by entering scripts.',
    ],
    ['I was a trainer for new staff on the checkouts.', 'Trainer for new staff on the checkouts.'],
    ['I was acting supervisor for six months.', 'Acting supervisor for six months.'],
    ['I am often leading hand on the smaller jobs.', 'Often leading hand on the smaller jobs.'],
    [
      'I am responsible for their safety, making dinner and bedtime.',
      'Responsible for their safety, making dinner and bedtime.',
    ],
    ['I was in charge of opening the store.', 'In charge of opening the store.'],
    ['During my work experience I helped the team with filling shelves.', 'Helped the team with filling shelves.'],
    ['In this role, I rostered 12 staff.', 'Rostered 12 staff.'],
    [
      'As a night auditor I am responsible for running the end of day in the property system.',
      'Responsible for running the end of day in the property system.',
    ],
    ['Drove to clients in my own car.', 'Drove to clients in own car.'],
    ['Write progress notes at the end of my shift.', 'Write progress notes at the end of each shift.'],
    ['Completed my apprenticeship here.', 'Completed an apprenticeship here.'],
    ['Completed my 4 year apprenticeship with Brightline.', 'Completed a 4 year apprenticeship with Brightline.'],
    ['Currently building my CT skills.', 'Currently building CT skills.'],
    ['Store manager, the last 4 years running my own store.', 'Store manager, the last 4 years running a store.'],
    [
      'Booked appointments and helped with settlement paperwork, which got me interested in property law.',
      'Booked appointments and helped with settlement paperwork.',
    ],
    [
      'I do observations for my children and put them on Xplor.',
      'Do observations for the children and put them on Xplor.',
    ],
    ['I help out in the babies room when they need me.', 'Help out in the babies room when needed.'],
    [
      'Fill out my National Heavy Vehicle work diary and do my own load checks.',
      'Fill out the National Heavy Vehicle work diary and do own load checks.',
    ],
    // A phrase of when or where before "I" keeps its place; a perfect tense says its participle; a duty verb the
    // tagger misreads is still the action, and the "also" before it goes from the bullet's start.
    ['On weekends I volunteer as the team bus driver.', 'On weekends, volunteer as the team bus driver.'],
    [
      'When the provider closed in 2023, I researched local providers and arranged meet-and-greets.',
      'When the provider closed in 2023, researched local providers and arranged meet-and-greets.',
    ],
    [
      'In six years I have had no at-fault incidents and was awarded Driver of the Quarter twice.',
      'In six years, had no at-fault incidents and was awarded Driver of the Quarter twice.',
    ],
    ['I’ve personally led more than 520 PV installations.', 'Personally led more than 520 PV installations.'],
    ['I also complete medication audits for the house.', 'Complete medication audits for the house.'],
    // An irregular participle after "I have" is the action too, and so is "did" before no verb.
    [
      'I have dealt with many customers who were aggressive and I always stayed calm and called security when needed.',
      'Dealt with many customers who were aggressive and always stayed calm and called security when needed.',
    ],
    ['I have met every audit deadline this year.', 'Met every audit deadline this year.'],
    ['I did the weekly stocktake for the bar.', 'Did the weekly stocktake for the bar.'],
  ])('%s → %s', (sentence, said) => expect(impliedSentence(sentence)).toBe(said));

  it('keeps "my" where "the" would say another’s: the person’s own figure; a person is "a" person', () => {
    expect(impliedSentence('94% of my complaints closed within 10 business days (2025).')).toBeNull();
    // "my" before a count says whose: "Cared for two children" alone reads as paid childcare.
    expect(impliedSentence('Cared for my two children.')).toBeNull();
    // "my" before family says whose business it was.
    expect(impliedSentence('Weekend labourer – R. Pettigrew Plumbing (my uncle)')).toBeNull();
    expect(impliedSentence('Planned a 3-week literacy sequence with my mentor.')).toBe(
      'Planned a 3-week literacy sequence with a mentor.',
    );
  });

  it('leaves a sentence it cannot say without "I" as written, never half done', () => {
    expect(impliedSentence('I refer customers to the pharmacist when I need to.')).toBeNull();
    expect(impliedSentence('I love working with children.')).toBeNull();
    // "I am" before words that name no job stays ("Happy to work weekends" is no duty).
    expect(impliedSentence('I am happy to work weekends.')).toBeNull();
    expect(impliedSentence('I am keen on the job.')).toBeNull();
    // "did" before "not" is a helper: there is no action to keep.
    expect(impliedSentence('I did not miss a shift in two years.')).toBeNull();
    // A year before "I" says when: the sentence stays as written rather than lose it.
    expect(impliedSentence('In 2006 I got my HR licence.')).toBeNull();
    // "I" inside the opening phrase stays, and so does the sentence.
    expect(impliedSentence('After I finished the course, I worked at the clinic.')).toBeNull();
    expect(impliedSentence('As I was often the only contact, customer service was a big part of it.')).toBeNull();
    // What the person is, then an action: "Fast learner … and work well" would not match, so it keeps its "I".
    expect(impliedSentence('I am a qualified chef with an eye for detail and I work well in a team.')).toBeNull();
    expect(impliedSentence('Fast learner with great attention to detail and I enjoy a busy shift.')).toBeNull();
    // In a summary, the action after what the person is becomes a sentence of its own, never "…, and speak …".
    expect(impliedSentence('Friendly, patient and organised, and I speak Vietnamese and English.', true)).toBe(
      'Friendly, patient and organised. Speak Vietnamese and English.',
    );
    // "…, and I am eager to …" says what the person is: "Eager to …", never "Am eager to …".
    expect(impliedSentence('Passionate about rural health, and I am eager to learn.', true)).toBe(
      'Passionate about rural health. Eager to learn.',
    );
  });

  it('changes an experience line only when each of its sentences can be said so, and says why', () => {
    const cv: StructuredCv = {
      name: 'Brodie Walsh',
      contact: [],
      sections: [
        {
          kind: 'experience',
          heading: 'Work Experience',
          items: [
            { text: 'I do logbook services. I write up the job cards.', bullet: false },
            { text: 'I use scan tools. I talk to customers when I can.', bullet: false },
          ],
        },
      ],
    };
    const step = impliedFirstPerson(cv);
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Do logbook services. Write up the job cards.',
      'I use scan tools. I talk to customers when I can.',
    ]);
    expect(step.changes).toHaveLength(1);
  });
});

describe('unpaid work', () => {
  it('writes a volunteering section as the jobs are, and leaves a section about life outside work as it is', () => {
    const cv: StructuredCv = {
      name: 'Jade Miller',
      contact: [],
      sections: [
        {
          kind: 'other',
          heading: 'Volunteer Experience',
          items: [{ text: 'I coached the under 14 girls team for two seasons.', bullet: false }],
        },
        { kind: 'other', heading: 'Interests', items: [{ text: 'I play netball on Saturdays.', bullet: false }] },
      ],
    };
    expect(impliedFirstPerson(cv).cv.sections.map((s) => s.items[0]!.text)).toEqual([
      'Coached the under 14 girls team for two seasons.',
      'I play netball on Saturdays.',
    ]);
  });
});

describe('"my" inside a name', () => {
  it('leaves "my" after an article, where it names a thing ("the my NDIS app"), and makes no "the the"', () => {
    const cv: StructuredCv = {
      name: 'Ana Ruiz',
      contact: [],
      sections: [
        {
          kind: 'experience',
          heading: 'Work Experience',
          items: [
            { text: 'Support Worker, Bayside Living, 2021 – Present', bullet: false },
            { text: 'Set up the my NDIS app for residents and book their appointments.', bullet: true },
          ],
        },
      ],
    };
    expect(impliedFirstPerson(cv).cv.sections[0]!.items[1]!.text).toBe(
      'Set up the my NDIS app for residents and book their appointments.',
    );
  });
});
