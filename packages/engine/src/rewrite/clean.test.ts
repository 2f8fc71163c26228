import { describe, expect, it } from 'vitest';
import { analyseCv } from '../analyse/analyse-cv';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { refereesOnRequest, removeDebris, removeRepeats } from './clean';
import { summaryInOwnVoice, wantsTheJob } from './clean-wording';
import { oneDateStyle, rangeStyle, shortMonthStyle } from './one-date-style';
import { rewriteCv } from './rewrite-cv';
import { undoChanges } from './undo';
import { renderText, structureCv, type StructuredCv } from './structured-cv';

const DUTY = 'Provided excellent customer service to a high volume of customers in a fast-paced environment.';
/** A CV as job boards and careless copies leave it: debris, a duty pasted under three roles, an objective in the
 * first person, referee details, three date styles and a health detail. */
const messy = () =>
  docFromLines({
    top: [
      'Jordan Smith',
      'Featured Resume',
      'Curriculum Vitae',
      'Penrith NSW 2750 | 0412 345 678 | jordan@example.com',
      'Health: Excellent',
    ],
    sections: [
      {
        heading: 'Career Objective',
        lines: [
          'I am a reliable retail worker with 6 years in busy stores. I am looking for a role where I can develop my skills.',
        ],
      },
      {
        heading: 'Work Experience',
        lines: ['Store Supervisor, Kmart Penrith, March 2021 – Present', DUTY],
        bullets: [
          'Led a team of 8 casuals on weekends and rostered 20 staff across three departments each fortnight.',
          'Cut stock losses by 12% with weekly counts of the high-theft lines and a new sign-out book.',
          'Opened and closed the store four days a week, including banking and security checks.',
        ],
      },
      {
        heading: 'Earlier Roles',
        lines: [
          'Sales Assistant, Big W, 03/2018 – 02/2021',
          DUTY,
          'Trained 5 new starters on the registers, lay-bys and the returns desk over three busy Christmas seasons.',
          'Cashier, Coles, 2017-01 – 2018-02',
          DUTY,
          'Balanced two tills a night to within $5 and closed the store on weekends with the duty manager.',
        ],
        bullets: ['^ Back to Top'],
      },
      { heading: 'Education', lines: ['Certificate III in Retail, TAFE NSW, 2017'] },
      { heading: 'Key Skills', bullets: ['Cash handling, EFTPOS and stock control'] },
      {
        heading: 'Referees',
        lines: ['Sam Lee, Store Manager, Kmart – 0400 111 222', 'Ana Diaz, Coles – ana@example.com'],
      },
    ],
  });

/** A summary of one paragraph, as the person's own voice leaves it (nothing when every sentence went). */
const summary = (text: string) =>
  summaryInOwnVoice({
    name: 'Rosa Diaz',
    contact: [],
    sections: [{ kind: 'summary', heading: 'Summary', items: [{ text, bullet: false }] }],
  }).cv.sections[0]?.items.map((i) => i.text) ?? [];

describe('a summary in the person’s own voice', () => {
  it('drops "I’m a" with a curly apostrophe as with a straight one', () => {
    expect(summary('I’m a licensed forklift driver with 5 years in cold-storage warehouses.')).toEqual([
      'Licensed forklift driver with 5 years in cold-storage warehouses.',
    ]);
  });

  it('leaves a summary that stays in the first person as written, its "my" too', () => {
    const text =
      'I am a case worker turned administrator. I spent five years in family support. I would like to bring both sides of my experience to a family support role.';
    expect(summary(text)).toEqual([text]);
  });

  it('says "am" shared with a verb of the person as "is"', () => {
    expect(
      summary('Aged care worker. I get on well with residents and families and am not afraid of hard work.'),
    ).toEqual(['Aged care worker. Gets on well with residents and families and is not afraid of hard work.']);
  });

  it('says study under way without "I am" and "my", so the whole summary loses its "I"', () => {
    expect(
      summary(
        'I am a caring educator with two years in long day care. I am currently studying my Diploma and I love watching children grow.',
      ),
    ).toEqual([
      'Caring educator with two years in long day care. Currently studying the Diploma and love watching children grow.',
    ]);
  });

  it('says what the person is, then what they do, of them, where the sentence joins clauses of "I"', () => {
    expect(
      summary('I’m a hard worker and always turn up on time, I get along with everyone on site. Happy to travel.'),
    ).toEqual(['Hard worker who always turns up on time, gets along with everyone on site. Happy to travel.']);
  });

  it('says each verb joined to the first of the person, and leaves one that shares a "to" as it is', () => {
    expect(
      summary(
        'Accounts payable officer with seven years in finance. I process 500+ invoices a week, run weekly EFT payment runs, and work confidently with payment claims.',
      ),
    ).toEqual([
      'Accounts payable officer with seven years in finance. Processes 500+ invoices a week, runs weekly EFT payment runs, and works confidently with payment claims.',
    ]);
    const junior = summaryInOwnVoice(
      {
        name: 'Luca Bertolini',
        contact: [],
        sections: [
          {
            kind: 'summary',
            heading: 'About Me',
            items: [
              {
                text: 'I love solving problems and I am looking for my first role as a software developer where I can grow and contribute to a great team.',
                bullet: false,
              },
            ],
          },
        ],
      },
      'Junior Software Engineer',
    ).cv.sections[0]!.items[0]!.text;
    expect(junior).toBe(
      'Loves solving problems and looking for a first role as a software developer to grow and contribute to a great team.',
    );
  });

  it('keeps any adverb in "-ly" before the verb, never making it the verb ("Recentlies")', () => {
    expect(summary('Support worker with four years in disability. I recently moved to Darwin.')).toEqual([
      'Support worker with four years in disability. Recently moved to Darwin.',
    ]);
  });

  it('keeps an adverb before the verb it says of the person', () => {
    expect(summary('Bookkeeper with six years in hospitality. I currently manage payroll for 40 staff.')).toEqual([
      'Bookkeeper with six years in hospitality. Currently manages payroll for 40 staff.',
    ]);
  });

  it('says a helping verb joined to the first of the person too', () => {
    expect(
      summary(
        'Bookkeeper with six years in retail. I currently run accounts payable and have acted as office manager.',
      ),
    ).toEqual([
      'Bookkeeper with six years in retail. Currently runs accounts payable and has acted as office manager.',
    ]);
  });

  it('keeps a want that is the job applied for, in its own words, and takes out any other', () => {
    const text =
      'I have just finished Year 12 at Mudgee High School and I am looking for a butchery apprenticeship. I am reliable and happy to start early.';
    const cv = (t: string) => ({
      name: 'Ethan Cavanagh',
      contact: [],
      sections: [{ kind: 'summary' as const, heading: 'About Me', items: [{ text: t, bullet: false }] }],
    });
    const kept = summaryInOwnVoice(cv(text), 'Apprentice Butcher').cv.sections[0]!.items[0]!.text;
    expect(kept).toMatch(/looking for a butchery apprenticeship/);
    // Without its "I": "where I can learn …" is "to learn …".
    const where = summaryInOwnVoice(
      cv('Year 12 graduate looking for a butchery apprenticeship where I can learn the trade.'),
      'Apprentice Butcher',
    ).cv.sections[0]!.items[0]!.text;
    expect(where).toBe('Year 12 graduate looking for a butchery apprenticeship to learn the trade.');
    const other = summaryInOwnVoice(cv(text), 'Trainee Retail Assistant').cv.sections[0]!.items[0]!.text;
    expect(other).not.toMatch(/looking for/);
    expect(wantsTheJob('I want to become a plumber.', 'Apprentice Plumber')).toBe(true);
    // An experienced applicant's want is still an objective, whatever job it names.
    expect(wantsTheJob('I am looking for a role as a support worker.', 'Support Worker')).toBe(false);
    // A career changer's want for the job they have not held stays, without the praise of oneself before it.
    const changer =
      'I am a hard working and reliable young bloke looking to get into arboriculture full time with council.';
    const newcomer = summaryInOwnVoice(cv(changer), 'Arborist', true).cv.sections[0]!.items[0]?.text;
    expect(newcomer).toBe('Looking to get into arboriculture full time with council.');
    expect(summaryInOwnVoice(cv(changer), 'Arborist').cv.sections[0]!.items[0]?.text ?? '').not.toMatch(/looking/i);
  });

  it('drops "I’ve" and "I’m" where the sentence can do without them, and whom the person lives with', () => {
    expect(
      summary(
        "I've spent six years on the front desk of a busy medical centre. I've just moved to Mackay with my partner and I'm keen to keep working in general practice. I'm available for early and late shifts.",
      ),
    ).toEqual([
      'Spent six years on the front desk of a busy medical centre. Just moved to Mackay. Available for early and late shifts.',
    ]);
  });
});

describe('cleaning steps', () => {
  it('takes out debris and says why', () => {
    const { cv, changes } = removeDebris(structureCv(messy()));
    expect(renderText(cv)).not.toMatch(/Featured Resume|Back to Top/);
    expect(changes.map((c) => c.before)).toEqual(['Featured Resume', 'Curriculum Vitae', '^ Back to Top']);
    expect(changes.every((c) => c.kind === 'clean' && c.after === '')).toBe(true);
  });

  it("takes out a ratings table's drawing and header and a profile's endorsement counts, keeping each skill", () => {
    const cv: StructuredCv = {
      name: 'Jessica Nguyen',
      contact: [],
      sections: [
        {
          kind: 'skills',
          heading: 'Skills',
          items: [
            'Skill',
            'Level',
            'Four-handed chairside assisting',
            '●●●●●',
            'InDesign ★★★★☆',
            'Forklift Operation · 4 endorsements',
            // A table's cells joined with a colon or a dash: the mark goes with the stars.
            'SQL (SQL Server, T-SQL): ★★★★★',
            'Power BI (DAX, Power Query) – ★★★★☆',
          ].map((text) => ({
            text,
            bullet: false,
          })),
        },
      ],
    };
    expect(removeDebris(cv).cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Four-handed chairside assisting',
      'InDesign',
      'Forklift Operation',
      'SQL (SQL Server, T-SQL)',
      'Power BI (DAX, Power Query)',
    ]);
  });

  it('keeps a repeated duty once, under the role where it first appears', () => {
    const { cv, changes } = removeRepeats(structureCv(messy()));
    expect(renderText(cv).split(DUTY).length - 1).toBe(1);
    expect(changes).toHaveLength(2);
    expect(changes[0]!.reason).toBe(
      'Said once: it already appears under “Store Supervisor, Kmart Penrith, March 2021 – Present”',
    );
  });

  it('leaves a role whose every line was said before with one line saying so, which undo takes out', () => {
    const duties = [
      'Answered inbound calls from customers and resolved their enquiries.',
      'Processed orders and returns in the CRM system.',
    ];
    const original = structureCv(
      docFromLines({
        top: ['Jess Tran'],
        sections: [
          {
            heading: 'Work Experience',
            lines: ['Customer Service Officer, AGL, Feb 2021 – Present'],
            bullets: duties,
          },
          { heading: 'Earlier', lines: ['Call Centre Operator, Dodo, Jan 2016 – Feb 2017'], bullets: duties },
        ],
      }),
    );
    const { cv, changes } = removeRepeats(original);
    expect(renderText(cv)).toMatch(/Call Centre Operator, Dodo, Jan 2016 – Feb 2017\nSame duties as the role above\./);
    // A profile pasted twice is said once, with no line about duties: a profile is no role.
    const profile = 'Caring and patient carer with six years in residential aged care, now a newly qualified nurse.';
    const twice = removeRepeats(
      structureCv(
        docFromLines({
          top: ['Dana Kirk'],
          sections: [
            { heading: 'Profile', lines: [profile] },
            { heading: 'Work Experience', lines: ['Carer, Bluegum Lodge, Feb 2019 – Present'], bullets: duties },
            { heading: 'About Me', lines: [profile] },
          ],
        }),
      ),
    );
    expect(renderText(twice.cv)).not.toMatch(/Same duties/);
    expect(renderText(twice.cv).split(profile)).toHaveLength(2);
    // So too where each role's title sits on the line above its dates, and a paragraph is what was pasted twice.
    const paragraph =
      'Loading and unloading trucks with the forklift, picking orders with an RF scanner and stocktakes.';
    const stacked = removeRepeats(
      structureCv(
        docFromLines({
          top: ['Brett Kowal'],
          sections: [
            {
              heading: 'Work History',
              lines: [
                'Forklift Driver – Keystone Logistics',
                '2019 – Now',
                paragraph,
                'Storeman (labour hire) – Premier Beverage Distribution, Braeside',
                'March 2016 – Nov 2018',
                paragraph,
                'Process Worker – Southern Poultry',
                '2011-2016',
                'Packing on the production line and cleaning down at the end of each shift.',
              ],
            },
          ],
        }),
      ),
    );
    expect(renderText(stacked.cv)).toMatch(/March 2016 – Nov 2018\nSame duties as the role above\.\nProcess Worker/);
    expect(renderText(cv).split(duties[0]!).length - 1).toBe(1);
    expect(
      undoChanges(
        cv,
        changes,
        changes.map((_, i) => i),
        original,
      ).sections.map((s) => s.items.length),
    ).toEqual(original.sections.map((s) => s.items.length));
  });

  it('keeps an employer line that heads two roles there', () => {
    const employer = 'Belmont Valley Hospital, Hunter Coast Local Health District';
    const cv = structureCv(
      docFromLines({
        top: ['Daniel Osei'],
        sections: [
          {
            heading: 'Experience',
            lines: [employer, 'Pharmacist Grade 2, Feb 2021 – Present'],
            bullets: ['Led ward rounds'],
          },
          { heading: 'Earlier', lines: [employer, 'Pharmacist Grade 1, Jan 2019 – Jan 2021'], bullets: ['Dispensed'] },
        ],
      }),
    );
    expect(renderText(removeRepeats(cv).cv).split(employer).length - 1).toBe(2);
  });

  it('keeps named referees and their contact details as the person wrote them', () => {
    const before = structureCv(messy()).sections.find((s) => s.kind === 'referees')!.items;
    expect(before.some((i) => /\d{4}/.test(i.text))).toBe(true);
    const { cv, changes } = refereesOnRequest(structureCv(messy()));
    expect(cv.sections.find((s) => s.kind === 'referees')!.items).toEqual(before);
    expect(changes).toEqual([]);
  });

  it('says a present duty without "I" of the person, not as an instruction', () => {
    expect(summary('Bookkeeper of ten years. I use Xero to reconcile accounts and I teach new staff.')).toEqual([
      'Bookkeeper of ten years. Uses Xero to reconcile accounts and teaches new staff.',
    ]);
    // Each duty of a list after commas too; a past one as it is ("Moved", never "Moveds").
    expect(
      summary(
        'Auditor of eleven years. I plan and deliver audits, use data analytics to test whole populations, and write reports.',
      ),
    ).toEqual([
      'Auditor of eleven years. Plans and delivers audits, uses data analytics to test whole populations, and writes reports.',
    ]);
    expect(summary('Night auditor of six years in Manila. I moved to Sydney in 2025.')).toEqual([
      'Night auditor of six years in Manila. Moved to Sydney in 2025.',
    ]);
    // A verb that shared the opening's "I" is said of the person too; a noun after "and" stays.
    expect(
      summary(
        'Scientist of nine years. I run projects for councils and state agencies, and write reports for auditors.',
      ),
    ).toEqual([
      'Scientist of nine years. Runs projects for councils and state agencies, and writes reports for auditors.',
    ]);
    expect(summary('Scientist of nine years. I supervise three graduates and enjoy building their skills.')).toEqual([
      'Scientist of nine years. Supervises three graduates and enjoys building their skills.',
    ]);
  });

  it('cuts an objective clause in any wording, keeping what the person offers', () => {
    const cv = structureCv(
      docFromLines({
        top: ['Fatima Noori'],
        sections: [
          {
            heading: 'Profile',
            lines: [
              'Friendly receptionist with 4 years in medical centres, seeking a full-time front office role in Western Sydney. I would love the chance to work in a busy dental practice. I am now looking for a Practice Manager or Senior Dental Receptionist role where I can lead a team.',
            ],
          },
        ],
      }),
    );
    expect(summaryInOwnVoice(cv).cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Friendly receptionist with 4 years in medical centres.',
    ]);
  });

  it('drops the praise a summary sentence opens with before what the person brings, not a role named so', () => {
    expect(summary('Hard working team player with over 20 years’ experience in transport.')).toEqual([
      'Over 20 years’ experience in transport.',
    ]);
    expect(summary('Team leader with 5 years in retail.')).toEqual(['Team leader with 5 years in retail.']);
  });

  it('drops the sentences of praise alone from a skills paragraph and keeps its skills', () => {
    const cv = structureCv(
      docFromLines({
        top: ['Darren Walsh'],
        sections: [
          {
            heading: 'Skills',
            lines: [
              'Reliable, punctual and honest. Familiar with MTData and Teletrac Navman systems. Basic computer skills.',
            ],
          },
        ],
      }),
    );
    expect(summaryInOwnVoice(cv).cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Familiar with MTData and Teletrac Navman systems. Basic computer skills.',
    ]);
  });

  it('drops a sentence of clichés under a role and keeps the rest of its line', () => {
    const cv = structureCv(
      docFromLines({
        top: ['Kayla Hendry'],
        sections: [
          {
            heading: 'Experience',
            lines: [
              'Support Worker, Hunter Care, 2021 – 2022',
              'I am a team player who works well under pressure. Supported 6 clients with personal care each shift.',
            ],
          },
        ],
      }),
    );
    const step = summaryInOwnVoice(cv);
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Support Worker, Hunter Care, 2021 – 2022',
      'Supported 6 clients with personal care each shift.',
    ]);
    expect(step.changes[0]!.reason).toMatch(/“team player”/);
  });

  it('keeps the skills of a skills line that lists clichés among them, and drops "I have" before experience', () => {
    const cv = structureCv(
      docFromLines({
        top: ['Tyson Mahoney'],
        sections: [
          {
            heading: 'Profile',
            lines: ['I have experience in pipe laying and traffic control. I have many years driving experience.'],
          },
          {
            heading: 'Skills',
            lines: [
              'Hard worker, team player, good with my hands, labour work, can use hand tools and power tools, go-getter',
            ],
          },
        ],
      }),
    );
    const step = summaryInOwnVoice(cv);
    expect(step.cv.sections.map((s) => s.items.map((i) => i.text))).toEqual([
      ['Experience in pipe laying and traffic control. Many years driving experience.'],
      ['Labour work, hand tools and power tools'],
    ]);
    expect(step.changes.find((c) => c.section === 'Skills')?.reason).toMatch(/“team player”/);
    // A labelled list in the first person, its brackets whole, is skills, not praise.
    const machines =
      'Machines I can operate: Excavators 1.7t to 36t (Cat, Komatsu, Hitachi), wheel loaders, backhoe, hard worker';
    const operator = structureCv(
      docFromLines({ top: ['Wayne Dixon'], sections: [{ heading: 'Skills', lines: [machines] }] }),
    );
    expect(summaryInOwnVoice(operator).cv.sections[0]!.items[0]!.text).toBe(
      'Machines I can operate: Excavators 1.7t to 36t (Cat, Komatsu, Hitachi), wheel loaders, backhoe',
    );
  });

  it('drops "I have" before what was done and "I am" before how the person is, but never half a paragraph', () => {
    const profile = (line: string) =>
      structureCv(docFromLines({ top: ['Emily Fraser'], sections: [{ heading: 'Profile', lines: [line] }] }));
    const all =
      'Social worker with six years in regional NSW. I have worked with families in crisis across medical wards. I am comfortable being the only social worker on site.';
    expect(summaryInOwnVoice(profile(all)).cv.sections[0]!.items[0]!.text).toBe(
      'Social worker with six years in regional NSW. Worked with families in crisis across medical wards. Comfortable being the only social worker on site.',
    );
    // A sentence that cannot do without "I" keeps the paragraph's voice as written: "Worked with … I enjoy it" mixes.
    // Nor "I am" before a verb joined after the praise: "Reliable, honest and take pride" would have no subject.
    const joined = 'Experienced commercial cleaner. I am patient with new staff and take pride in a tidy site.';
    expect(summaryInOwnVoice(profile(joined)).cv.sections[0]!.items[0]!.text).toBe(joined);
    const mixed = `${all} I work alongside Aboriginal Liaison Officers and I enjoy it.`;
    const step = summaryInOwnVoice(profile(mixed));
    expect(step.cv.sections[0]!.items[0]!.text).toBe(mixed);
    expect(step.changes).toEqual([]);
  });

  it('says a plain summary in implied first person: how the person is, what they can do, what they enjoy', () => {
    const profile = (line: string) =>
      structureCv(docFromLines({ top: ['Dean Walsh'], sections: [{ heading: 'Profile', lines: [line] }] }));
    const said = (line: string) => summaryInOwnVoice(profile(line)).cv.sections[0]!.items[0]!.text;
    expect(
      said(
        'Groundsman with 5 years in council parks. I can operate ride-on mowers and a tractor and I am available to start straight away. I have my own ute. I enjoy keeping sports fields in top condition.',
      ),
    ).toBe(
      'Groundsman with 5 years in council parks. Able to operate ride-on mowers and a tractor and available to start straight away. Own ute. Enjoys keeping sports fields in top condition.',
    );
    expect(
      said('Support worker with 3 years in disability. I am patient, I follow behaviour support plans closely.'),
    ).toBe('Support worker with 3 years in disability. Patient, follow behaviour support plans closely.');
    // "like my own family" says something "like own family" would not: the paragraph keeps its voice.
    const family = 'Carer with 4 years in aged care. I treat every resident like they are my own family.';
    expect(said(family)).toBe(family);
  });

  it('says the kept summary is in implied first person only when it is ("My strengths are …" is not)', () => {
    const step = summaryInOwnVoice(
      structureCv(
        docFromLines({
          top: ['Sandra Kowalczyk'],
          sections: [
            {
              heading: 'Profile',
              lines: ['My strengths are rostering and award interpretation. Seeking a payroll officer role.'],
            },
          ],
        }),
      ),
    );
    expect(step.changes[0]!.reason).toMatch(/^A summary says what you offer; what you are looking for/);
  });

  it('drops a summary sentence of clichés alone, saying which, and keeps one with a figure', () => {
    const cv = {
      name: 'Kylie Jenkins',
      contact: [],
      sections: [
        {
          kind: 'summary' as const,
          heading: 'Profile',
          items: [
            {
              text: 'Dental receptionist of 5 years. A people person with a strong work ethic who goes above and beyond.',
              bullet: false,
            },
            { text: 'Team player and hard worker who served 60 patients a day.', bullet: false },
          ],
        },
      ],
    };
    const step = summaryInOwnVoice(cv);
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Dental receptionist of 5 years.',
      'Team player and hard worker who served 60 patients a day.',
    ]);
    expect(step.changes[0]!.reason).toMatch(/^Clichés \(“people person”, “work ethic”, “goes above and beyond”\)/);
  });

  it('gives every summary change its reason, and reads "I am now looking to return to …" as an objective', () => {
    const profile = (line: string) =>
      structureCv(docFromLines({ top: ['Lisa Marchetti'], sections: [{ heading: 'Profile', lines: [line] }] }));
    const voice = summaryInOwnVoice(profile('I am an experienced administration officer with 10 years in councils.'));
    expect(voice.changes[0]!.reason).toMatch(/^Implied first person/);
    const back = summaryInOwnVoice(
      profile('Administration officer with 10 years in councils. I am now looking to return to the public sector.'),
    );
    expect(back.cv.sections[0]!.items[0]!.text).toBe('Administration officer with 10 years in councils.');
    expect(back.changes[0]!.reason).toMatch(/^A summary says what you offer/);
  });

  it('reads a cliché however it is inflected ("I work well under pressure", "thinks outside the box")', () => {
    const cv = {
      name: 'Kylie Anderson',
      contact: [],
      sections: [
        {
          kind: 'summary' as const,
          heading: 'Profile',
          items: [
            {
              text: 'Library officer of 8 years. I am a fast learner and I work well under pressure. I am a people person who thinks outside the box.',
              bullet: false,
            },
          ],
        },
      ],
    };
    expect(summaryInOwnVoice(cv).cv.sections[0]!.items.map((i) => i.text)).toEqual(['Library officer of 8 years.']);
  });

  it('drops a sentence of clichés whose only figure is theirs ("give 110%"), and skills that are clichés alone', () => {
    const cv = {
      name: 'Brendan Taylor',
      contact: [],
      sections: [
        {
          kind: 'summary' as const,
          heading: 'Summary',
          items: [
            {
              text: 'Call centre consultant. I am a hard-working team player with great people skills and I always give 110%.',
              bullet: false,
            },
          ],
        },
        {
          kind: 'skills' as const,
          heading: 'Skills',
          items: [
            'Hard-working and reliable',
            'Fast learner',
            'Patient and caring',
            'Compassionate, kind and loyal',
            'Good communicator, hard working and reliable',
            'Customer service',
            'Team player with Salesforce',
          ].map((text) => ({ text, bullet: true })),
        },
      ],
    };
    const step = summaryInOwnVoice(cv);
    expect(step.cv.sections[0]!.items.map((i) => i.text)).toEqual(['Call centre consultant.']);
    expect(step.cv.sections[1]!.items.map((i) => i.text)).toEqual(['Customer service', 'Team player with Salesforce']);
    expect(step.changes.map((c) => c.before)).toContain('Fast learner');
  });

  it('drops a sentence of self-praise that names nothing a recruiter could check, and keeps one that names things', () => {
    expect(
      summary('Cleaning supervisor for CBD offices. I am honest, I work fast and I always do a good job.'),
    ).toEqual(['Cleaning supervisor for CBD offices.']);
    expect(
      summary('Aged care worker. I am a team player who can also work well on my own and under pressure.'),
    ).toEqual(['Aged care worker.']);
    // Kept, in implied first person, said of the person.
    expect(summary("I look after trade accounts across Perth's northern suburbs.")).toEqual([
      "Looks after trade accounts across Perth's northern suburbs.",
    ]);
  });

  it('drops praise typed without an apostrophe ("im") and clichés however spelt, and "I am looking for …"', () => {
    expect(
      summary(
        'Hard working guy looking for full time work outdoors. I love being outside and im a quick learner. Im a team player who gives 110% every day.',
      ),
    ).toEqual([]);
    expect(
      summary(
        'Retail assistant with 4 years at Kmart. I am very organised and can work independantly or as part of a team. I am looking for a oppurtunity in a bigger store.',
      ),
    ).toEqual(['Retail assistant with 4 years at Kmart.']);
  });

  it('keeps a sentence whose opening praise leads to what the person does, not to what they bring', () => {
    expect(
      summary('Contact centre consultant for 3 years. I am calm with upset callers and quick on CRM systems.'),
    ).toEqual(['Contact centre consultant for 3 years. Calm with upset callers and quick on CRM systems.']);
    expect(summary('Hard working team player with over 20 years in retail.')).toEqual(['Over 20 years in retail.']);
  });

  it('drops the objective sentence and the first person that opens a whole sentence', () => {
    const { cv } = summaryInOwnVoice(structureCv(messy()));
    expect(cv.sections[0]!.items.map((i) => i.text)).toEqual(['Reliable retail worker with 6 years in busy stores.']);
  });

  it('writes dates in one style when the CV mixes them, and leaves one style alone', () => {
    expect(shortMonthStyle('March 2021 – Present, 03/2018 – 02/2021, 2017-01 – 2018-02, born 12/05/1988')).toBe(
      'Mar 2021 – Present, Mar 2018 – Feb 2021, Jan 2017 – Feb 2018, born 12/05/1988',
    );
    // A check's issue date with its status is no range of work: "Current" there says it is valid.
    expect(rangeStyle('National Police Check – Issued Mar 2026 – Current')).toBe(
      'National Police Check – Issued Mar 2026 – Current',
    );
    expect(rangeStyle('Storeperson, Toll, 2019 - current')).toBe('Storeperson, Toll, 2019 – Present');
    // "3/18" cannot become "Mar 2018" without writing a year the CV does not: the line stays whole, not half done.
    expect(shortMonthStyle('Receptionist, 12/2017 – 3/18')).toBe('Receptionist, 12/2017 – 3/18');
    // A short month's full stop goes at both ends of a range, not the end's alone.
    expect(rangeStyle(shortMonthStyle('Aug. 2019 to Feb. 2024'))).toBe('Aug 2019 – Feb 2024');
    const { cv, changes } = oneDateStyle(structureCv(messy()));
    expect(changes).toHaveLength(3);
    expect(renderText(cv)).toContain('Sales Assistant, Big W, Mar 2018 – Feb 2021');
    const single = structureCv(
      docFromLines({
        top: ['A B'],
        // A current role beside a past one is one style: both ranges have one dash.
        sections: [
          {
            heading: 'Experience',
            lines: ['Cook, Café, March 2020 – Present', 'Kitchenhand, Bistro, January 2018 – February 2020'],
          },
        ],
      }),
    );
    expect(oneDateStyle(single).changes).toEqual([]);
  });

  it('says "Present" for a CV’s "now" in the rewrite, and the steps after it still apply', async () => {
    const doc = docFromLines({
      top: ['Kai Morgan', 'Gosford NSW 2250 | 0400 111 222'],
      sections: [
        {
          heading: 'MY JOBS',
          lines: [
            'Groundsperson – Central Coast Council, March 2022 - now',
            'Mowing and edging sports ovals, pruning hedges, fixing irrigation and general clean up.',
            'Landscape Labourer – Green Edge Landscapes, 06/2018 – 12/2021',
          ],
        },
      ],
    });
    const r = await rewriteCv(doc, 'Groundsperson. You will mow ovals and maintain irrigation.', 'Groundsperson');
    expect(r.improvedText).toContain('Mar 2022 – Present');
    // "Present" had been refused as a word the CV lacks, and with it every step after the dates.
    expect(r.improvedText).toContain('• Fixing irrigation');
    expect(r.changes.some((c) => c.kind === 'heading')).toBe(true);
  });

  it('writes every range with one dash and one word for a current role when the CV mixes them', () => {
    const mixed = structureCv(
      docFromLines({
        top: ['Rosa Diaz'],
        sections: [
          {
            heading: 'Experience',
            lines: [
              '2019-now Cleaning Supervisor – Sparkle Commercial Services',
              'Customer Service Assistant 2016 – Feb. 2019',
              'Crew Member Jun 2014 to 2016',
            ],
          },
          {
            heading: 'Certifications',
            lines: [
              'ISO 9001-2015 internal auditor',
              'Queensland Building and Construction Commission licence – Carpenter, Builder (low rise, renovations) – expiry 11/2028',
            ],
          },
          {
            heading: 'Projects',
            lines: [
              'Wrote the Local Biodiversity Strategy 2023-2033 with 14 Friends groups, three state agencies and the university.',
              'Led the drafting of a policy options paper, endorsed by the First Assistant Secretary in July 2024 and published 09/2024.',
            ],
          },
        ],
      }),
    );
    const { cv } = oneDateStyle(mixed);
    // A sentence's range belongs to what it names: left as written.
    expect(renderText(cv)).toContain('Local Biodiversity Strategy 2023-2033 with');
    // A sentence's months are words in full, never cut short.
    expect(renderText(cv)).toContain('Assistant Secretary in July 2024 and published September 2024.');
    // A licence's date in a long line is a date of the list, in the career's style, no word of a sentence.
    expect(renderText(cv)).toContain('(low rise, renovations) – expiry Nov 2028');
    expect(renderText(cv)).toContain('2019 – Present Cleaning Supervisor');
    expect(renderText(cv)).toContain('Customer Service Assistant 2016 – Feb 2019');
    expect(renderText(cv)).toContain('Crew Member Jun 2014 – 2016');
    // Ranges of months in figures take the same style, their months with them, where only the ranges' words vary.
    const figures = structureCv(
      docFromLines({
        top: ['Brodie Kowalski'],
        sections: [
          {
            heading: 'Experience',
            lines: ['Scaffolder 07/2018 to present', 'Trainee Scaffolder 03/2015 to 06/2018', 'Labourer 2012 - 2015'],
          },
        ],
      }),
    );
    const same = renderText(oneDateStyle(figures).cv);
    expect(same).toContain('Scaffolder Jul 2018 – Present');
    expect(same).toContain('Trainee Scaffolder Mar 2015 – Jun 2018');
    expect(same).toContain('Labourer 2012 – 2015');
    // A standard's year is no range.
    expect(renderText(cv)).toContain('ISO 9001-2015 internal auditor');
  });
});

describe('what a table and a details form leave behind', () => {
  it('takes out a header row read cell by cell and the name’s label, and keeps a lone sub-heading', () => {
    const cv: StructuredCv = {
      name: 'Mohammed Rahimi',
      contact: ['Name:', 'Lakemba NSW 2195'],
      sections: [
        {
          kind: 'experience',
          heading: 'Work Experience',
          items: [
            { text: 'Dates', bullet: false },
            { text: 'Employer', bullet: false },
            { text: 'Position and duties', bullet: false },
            { text: 'Aug 2021 – Present', bullet: false },
            { text: 'Security Officer, Sentinel Guard Services', bullet: false },
            { text: 'Responsibilities', bullet: false },
            { text: 'Patrolled a 180-store shopping centre', bullet: true },
          ],
        },
      ],
    };
    const { cv: after } = removeDebris(cv);
    expect(after.contact).toEqual(['Lakemba NSW 2195']);
    expect(after.sections[0]!.items.map((i) => i.text)).toEqual([
      'Aug 2021 – Present',
      'Security Officer, Sentinel Guard Services',
      'Responsibilities',
      'Patrolled a 180-store shopping centre',
    ]);
  });
});

describe('a role table read cell by cell', () => {
  it('loses its label column, each value kept, and a label over bullets stays a sub-heading', () => {
    const cv: StructuredCv = {
      name: 'Sophie Tran',
      contact: [],
      sections: [
        {
          kind: 'experience',
          heading: 'Work Experience',
          items: [
            { text: 'Position', bullet: false },
            { text: 'Dental Receptionist', bullet: false },
            { text: 'Employer', bullet: false },
            { text: 'Lakeside Family Dental, Joondalup', bullet: false },
            { text: 'Dates', bullet: false },
            { text: 'May 2022 – Present', bullet: false },
            { text: 'Duties', bullet: false },
            { text: 'Managed the appointment book in D4W', bullet: true },
          ],
        },
      ],
    };
    expect(removeDebris(cv).cv.sections[0]!.items.map((i) => i.text)).toEqual([
      'Dental Receptionist',
      'Lakeside Family Dental, Joondalup',
      'May 2022 – Present',
      'Duties',
      'Managed the appointment book in D4W',
    ]);
  });
});

describe('referees on request', () => {
  it('are said last, under their own heading, when the line sits under another section', () => {
    const cv: StructuredCv = {
      name: 'Daniel Ross',
      contact: [],
      sections: [
        {
          kind: 'skills',
          heading: 'Key Skills',
          items: [
            { text: 'Liquor, gaming, food safety and WHS', bullet: true },
            { text: 'Referees are available on request.', bullet: false },
          ],
        },
        {
          kind: 'education',
          heading: 'Education',
          items: [{ text: 'Bachelor of Business, RMIT, 2012', bullet: false }],
        },
      ],
    };
    const after = refereesOnRequest(cv).cv;
    expect(after.sections.map((b) => b.heading)).toEqual(['Key Skills', 'Education', 'Referees']);
    expect(after.sections[0]!.items.map((i) => i.text)).toEqual(['Liquor, gaming, food safety and WHS']);
    // Under the heading "Referees", the line does not say it again.
    expect(after.sections[2]!.items.map((i) => i.text)).toEqual(['Available on request.']);
    const onRequest = structuredClone(cv);
    onRequest.sections[0]!.items[1]!.text = 'Referees on request';
    expect(refereesOnRequest(onRequest).cv.sections[2]!.items.map((i) => i.text)).toEqual(['Available on request']);
    // In other words too: "Referees available – happy to provide current and previous employers."
    const other = structuredClone(cv);
    other.sections[0]!.items[1]!.text = 'Referees available – happy to provide my last two managers.';
    expect(refereesOnRequest(other).cv.sections.map((b) => b.heading)).toEqual(['Key Skills', 'Education', 'Referees']);
  });
});

describe('the rewrite of a messy CV', () => {
  it('cleans it, raises its analysis score, and every cleaning change can be undone', async () => {
    const doc = messy();
    const ad = 'Store Supervisor. Essential: customer service, stock control and team leadership in retail.';
    const r = await rewriteCv(doc, ad, 'Store Supervisor');
    const text = r.improvedText;
    expect(text).not.toMatch(/Featured Resume|Back to Top|Health|looking for a role|I am/);
    // Named referees stay as the person wrote them.
    expect(text).toContain('Sam Lee, Store Manager, Kmart – 0400 111 222');
    expect(text.split(DUTY).length - 1).toBe(1);
    const before = (await analyseCv(doc)).score;
    const after = (
      await analyseCv(
        docFromLines({
          top: r.improved.contact,
          sections: r.improved.sections.map((s) => ({
            heading: s.heading,
            lines: s.items.filter((i) => !i.bullet).map((i) => i.text),
            bullets: s.items.filter((i) => i.bullet).map((i) => i.text),
          })),
        }),
      )
    ).score;
    expect(after).toBeGreaterThan(before);
    const cleaning = r.changes.flatMap((c, i) => (c.kind === 'clean' ? [i] : []));
    const undone = await rewriteCv(doc, ad, 'Store Supervisor', undefined, cleaning);
    expect(undone.improvedText.split(DUTY).length - 1).toBe(3);
    expect(undone.improvedText).toContain('Featured Resume');
    expect(undone.improvedText).toContain('Back to Top');
  });
});

describe('a section emptied by cleaning', () => {
  it('is not shown: no "PERSONAL DETAILS" heading over nothing', async () => {
    const doc = docFromLines({
      top: ['Jordan Smith', 'Penrith NSW 2750 | 0412 345 678 | jordan@example.com'],
      sections: [
        { heading: 'Personal Details', lines: ['Date of birth: 12/05/1990'] },
        {
          heading: 'Work Experience',
          lines: ['Store Supervisor, Kmart Penrith, Mar 2021 – Present'],
          bullets: ['Led a team of 8.', 'Cut losses by 12%.', 'Opened the store.'],
        },
      ],
    });
    const r = await rewriteCv(doc, 'Store Supervisor. Essential: retail experience.', 'Store Supervisor');
    expect(r.improvedText).not.toMatch(/PERSONAL DETAILS|Date of birth/);
  });
});

describe('details and lines a recruiter would not keep', () => {
  it('removes "Smoker: No" with the other health details', async () => {
    const doc = docFromLines({
      top: ['Wayne Baker', 'Dubbo NSW 2830 | 0412 555 777 | wayne@example.com', 'Smoker: No'],
      sections: [
        {
          heading: 'Experience',
          lines: ['Truck Driver, Orana Freight, 2019 – Present'],
          bullets: ['Drove B-double runs from Dubbo to Sydney', 'Communicated with depots about delivery times'],
        },
      ],
    });
    const r = await rewriteCv(doc, 'Truck Driver. Essential: communication skills. Apply now.', 'Truck Driver');
    expect(r.improvedText).not.toMatch(/Smoker/);
  });
});

describe('a declaration that the CV is true', () => {
  it('goes, with a reason of its own', () => {
    const step = removeDebris({
      name: 'Simran Dhillon',
      contact: [],
      sections: [
        {
          kind: 'other',
          heading: 'Declaration',
          items: [{ text: 'I hereby declare that the above information is true and correct.', bullet: false }],
        },
      ],
    });
    expect(step.changes[0]!.reason).toMatch(/no declaration/);
  });
});

describe('a cliché the ad asks for', () => {
  const skills = (items: string[], ad: string) =>
    summaryInOwnVoice(
      {
        name: 'Rosa Diaz',
        contact: [],
        sections: [{ kind: 'skills', heading: 'Skills', items: items.map((text) => ({ text, bullet: true })) }],
      },
      '',
      false,
      ad,
    ).cv.sections[0]?.items.map((i) => i.text) ?? [];

  it('stays where the ad screens on it, and goes where it does not', () => {
    const ad = 'Senior Hairdresser wanted! ✔️ great vibes, reliable + a team player 🙌';
    expect(skills(['Colour and foils', 'Reliable and punctual', 'Team player', 'Fast learner'], ad)).toEqual([
      'Colour and foils',
      'Reliable and punctual',
      'Team player',
    ]);
    expect(skills(['Colour and foils', 'Reliable and punctual', 'Team player'], 'Senior Hairdresser wanted')).toEqual([
      'Colour and foils',
    ]);
  });
});

describe('a job board’s line that holds the suburb', () => {
  it('loses the board’s words and keeps where the person lives', () => {
    const { cv, changes } = removeDebris({
      name: 'Chloe Nguyen',
      contact: ['Updated 3 days ago · Merrylands NSW 2160 · Willing to relocate: No', 'Ph: 0491 570 388'],
      sections: [],
    });
    expect(cv.contact).toEqual(['Merrylands NSW 2160', 'Ph: 0491 570 388']);
    expect(changes.map((c) => c.after)).toEqual(['Merrylands NSW 2160']);
  });
});
