/**
 * Australian licences, registrations and checks. Sources: each state's screening agency for the name of its
 * working-with-children check (NSW WWCC, VIC WWC, QLD blue card, WA WWC, SA WWCC, TAS RWVP, ACT WWVP, NT Ochre
 * Card); AHPRA's list of registered professions; the Australian Government Security Vetting Agency's levels.
 */
import { term, type Term } from './term';

/**
 * A knock-out is a registration, licence or clearance that takes months or years to get, so a recruiter screens on
 * it (AHPRA, a trade licence, a clearance). Checks a person can get in days (police, working with children, first
 * aid) weigh as much as any licence but do not cap the score.
 */
const c = (name: string, ad: string[], cv?: string[], knockOut = false) => term('credential', name, ad, cv, knockOut);
const ko = (name: string, ad: string[], cv?: string[]) => c(name, ad, cv, true);

/** A security licence as ads and CVs both name it. */
const SECURITY_LICENCE = [
  'security licence',
  'security license',
  'security officer licence',
  'crowd controller licence',
  'security provider licence',
  'class 1a',
  'class 1c',
  'unarmed guard licence',
];

/** A traffic control ticket as ads and CVs both name it. */
const TRAFFIC_CONTROL = [
  'traffic control ticket',
  'traffic controller ticket',
  'traffic controller (tct)',
  'tct',
  'implement traffic control plans',
  'itcp',
  'basic worksite traffic management',
  'bwtm',
  // Queensland's TMR accreditation, by the card that shows it.
  'traffic controller accreditation',
  'traffic control accreditation',
  'traffic controller card',
];

const DRIVER_LICENCE = [
  "driver's licence",
  'drivers licence',
  'driver licence',
  'driving licence',
  'car licence',
  'class c licence',
  'c class licence',
  // "Licence: C class, own ute": the class named after the word.
  'licence c class',
  'licence class c',
  "driver's license",
  'drivers license',
  'driver license',
  // A small business's words for an unrestricted car licence ("Manual open drive licence").
  'open drive licence',
  'manual licence',
  'manual driver licence',
  'manual drivers licence',
];

export const CREDENTIALS: Term[] = [
  c('Working with Children Check', [
    'working with children check',
    // Not "working with children" alone: "I love working with children" holds no check.
    'working with children clearance',
    'working with children registration',
    'working with children card',
    'working with children number',
    'working with children permit',
    'working with children wwc',
    'working with children certificate',
    'working with children and or vulnerable people',
    'wwcc',
    'wwc check',
    'wwc card',
    'blue card',
    'ochre card',
    'working with vulnerable people',
    'wwvp',
    'registration to work with vulnerable people',
    'rwvp',
  ]),
  c('National police check', [
    'police check',
    'police clearance',
    'criminal history check',
    'criminal record check',
    'police record check',
    'national police check',
    'criminal history clearance',
    // WA Police's name for it.
    'national police certificate',
    'police certificate',
  ]),
  // The chemical users' accreditation for spraying (AQF3 ChemCert, SMARTtrain).
  c('Chemical accreditation', [
    'chemcert',
    'chemical accreditation',
    'chemical user accreditation',
    'chemical users accreditation',
    'chemical application accreditation',
    'smarttrain',
  ]),
  c('NDIS Worker Screening Check', ['ndis worker screening', 'ndis screening check', 'worker screening check']),
  c(
    "Driver's licence",
    [...DRIVER_LICENCE, 'current licence'],
    [
      ...DRIVER_LICENCE,
      'full licence',
      'open licence',
      'hr licence',
      'mr licence',
      'hc licence',
      'lr licence',
      // On the way to one, which the match reads as partly held ("Learner's permit (working towards P1 licence)").
      "learner's permit",
      'learners permit',
      'learner permit',
      "learner's licence",
      'learner licence',
      'p1 licence',
      'p2 licence',
      'provisional licence',
    ],
  ),
  ko('Heavy vehicle licence', [
    'heavy vehicle licence',
    'heavy vehicle driver licence',
    'hr licence',
    'mr licence',
    'hc licence',
    'mc licence',
    'heavy rigid licence',
    'heavy rigid',
    'medium rigid',
    'heavy combination',
    'truck licence',
    // "Driver licence – Class HR", "HR class licence".
    'class hr',
    'class mr',
    'class hc',
    'class mc',
    'hr class',
    'mr class',
    'hc class',
    'mc class',
  ]),
  ko(
    'Forklift licence',
    [
      'forklift licence',
      'forklift license',
      'lf licence',
      'forklift ticket',
      'lf ticket',
      'lf high risk work licence',
      'forklift',
    ],
    // A licence named as one ("LF", "forklift licence"); an order-picker (LO) licence or forklift work is not it.
    ['forklift licence', 'forklift license', 'lf licence', 'lf', 'forklift ticket', 'licence to operate a forklift'],
  ),
  c(
    'Own transport',
    [
      'own transport',
      'own vehicle',
      'reliable transport',
      'own car',
      'own ute',
      'comprehensively insured vehicle',
      'insured vehicle',
    ],
    ['own transport', 'own vehicle', 'own car', 'own ute', 'reliable transport', 'insured vehicle', 'insured car'],
  ),
  // Schooling an entry-level ad sets as its floor ("Yr 10 minimum", "completed Year 12 or equivalent"); only with the
  // words that make it a floor, so a teacher's "Year 10 English classes" asks for nothing. Any later schooling or an
  // award shows it.
  c(
    'Year 10 or higher',
    [
      'year 10 minimum',
      'yr 10 minimum',
      'minimum year 10',
      'minimum of year 10',
      'completed year 10',
      'year 10 or above',
      'year 10 or higher',
      'year 10 or equivalent',
    ],
    [
      'year 10',
      'year 11',
      'year 12',
      'yr 12',
      'hsc',
      'vce',
      'qce',
      'wace',
      'sace',
      'school certificate',
      'bachelor',
      'diploma',
      'certificate iii',
      'certificate iv',
    ],
  ),
  c(
    'Year 12 or equivalent',
    [
      'year 12 minimum',
      'yr 12 minimum',
      'minimum year 12',
      'completed year 12',
      'completion of year 12',
      'year 12 or equivalent',
      'year 12 or higher',
      'hsc or equivalent',
      'vce or equivalent',
    ],
    ['year 12', 'yr 12', 'hsc', 'vce', 'qce', 'wace', 'sace', 'ib diploma', 'bachelor', 'diploma', 'certificate iv'],
  ),
  c(
    'Shift and weekend availability',
    [
      'weekend work',
      'weekends',
      'saturdays',
      'saturday mornings',
      'sat mornings',
      'sundays',
      'rotating roster',
      'rotating rosters',
      'shift work',
      'night shifts',
      'afternoon shift',
      'public holidays',
      'any shift',
      'all shifts',
    ],
    [
      'weekends',
      'any shift',
      'all shifts',
      'shift work',
      'rotating roster',
      'night shifts',
      'afternoon shift',
      'public holidays',
      'saturdays',
      'sundays',
      'available',
      // A person's own words for it: "Any night, any day."
      'any day',
      'any night',
      'any time',
      'anytime',
      '7 days',
      'seven days',
    ],
  ),
  // A state's security licence: NSW Class 1A/1C, Victoria's, Queensland's security provider licence; no one guards a
  // site or a venue without one.
  ko('Security licence', [...SECURITY_LICENCE, 'security licences', 'class 1a licence'], SECURITY_LICENCE),
  // A state's traffic control tickets: TfNSW's TCT and ITCP, Queensland's TC, WA's BWTM; no one works a stop/slow bat
  // on a public road without one.
  ko(
    'Traffic control ticket',
    [...TRAFFIC_CONTROL, 'traffic control tickets', 'traffic controller tickets'],
    [...TRAFFIC_CONTROL, 'traffic control (tct)', 'traffic control licence'],
  ),
  // Queensland's Traffic Management Implementer ticket: sets out the signs a traffic management plan shows, beside the
  // traffic controller's accreditation.
  c(
    'Traffic Management Implementer ticket',
    ['traffic management implementer', 'tmi ticket', 'tmi'],
    ['traffic management implementer', 'tmi ticket', 'tmi card', 'tmi'],
  ),
  // ASIC's RG146 training, which a bank or credit union asks of staff who advise on deposit products.
  c('RG146 compliance', ['rg146', 'rg 146', 'rg146 tier 2', 'rg146 tier 1', 'rg146 compliant', 'rg146 accreditation']),
  // The ARC's refrigerant handling licence: an automotive technician regasses air conditioning only with one.
  c('Refrigerant handling licence', [
    'refrigerant handling licence',
    'automotive refrigerant handling licence',
    'refrigerant licence',
    'arctick licence',
    'arctick',
  ]),
  c('White Card', [
    'white card',
    'general construction induction',
    'construction induction card',
    'construction induction',
  ]),
  // Queensland coal mines: the Standard 11 generic induction and the Coal Board Medical every worker on site needs
  // (Coal Mining Safety and Health Regulation); both are had in days, so neither rules a person out.
  c('Standard 11 coal induction', ['standard 11', 's11 induction', 'coal board induction', 'standard 11 induction']),
  c('Coal Board Medical', [
    'coal board medical',
    'coal board medicals',
    'cbm',
    'coal mine workers health scheme medical',
  ]),
  // Safe Work tickets a site asks for by name: the units' codes are how a statement of attainment lists them.
  c('Confined space ticket', ['confined space', 'confined spaces', 'confined space entry', 'riiwhs202', 'msmwhs217']),
  c('Working at heights ticket', ['working at heights', 'work at heights', 'work safely at heights', 'riiwhs204']),
  // The EWP over 11 m is a high-risk work licence (WP); under it, a yellow card, which shows an EWP licence but not
  // the WP an ad asks for booms over 11 m (a recruiter read "Holds the … EWP licence" as a claim to it).
  c('EWP licence', ['ewp licence', 'ewp ticket', 'elevated work platform', 'yellow card']),
  // An electrician's yearly rescue and CPR refresher, and the test-and-tag competency: tickets, not design skills.
  c('Low voltage rescue', ['low voltage rescue', 'lv rescue', 'lvr', 'uetdrrf004']),
  c('Test and tag', ['test and tag', 'test & tag', 'testing and tagging', 'test and tag competency']),
  c('WP high risk work licence', [
    'wp licence',
    'wp high risk work licence',
    'boom lifts over 11m',
    'booms over 11m',
    'boom lift over 11m',
    'boom type elevating work platform',
    'boom-type elevating work platform',
  ]),
  // High-risk work licences that come in classes (basic, intermediate, advanced): `licence-class.ts` reads the class.
  ko('Scaffolding licence', [
    'scaffolding licence',
    'scaffolding ticket',
    'scaffolding high risk work licence',
    'basic scaffolding',
    'intermediate scaffolding',
    'advanced scaffolding',
    'scaffolding basic',
    'scaffolding intermediate',
    'scaffolding advanced',
    // The licence classes by their codes ("SB (Basic) ticket minimum, SI (Intermediate) preferred"), with a word that
    // makes them a licence: the bare letters are too short to read alone.
    'sb ticket',
    'sb licence',
    'sb basic',
    'si ticket',
    'si licence',
    'si intermediate',
    'sa ticket',
    'sa licence',
  ]),
  c('Rigging licence', [
    'rigging licence',
    'rigging ticket',
    'basic rigging',
    'intermediate rigging',
    'advanced rigging',
    'rigging basic',
    'rigging intermediate',
    'rigging advanced',
  ]),
  c('Dogging licence', ['dogging licence', 'dogging ticket', 'dogging']),
  c('Excavator ticket', ['excavator ticket', 'excavator tickets', 'excavator licence', 'excavator operator ticket']),
  c('Skid steer ticket', ['skid steer ticket', 'skid steer tickets', 'skid steer licence', 'bobcat ticket']),
  c('Dangerous goods licence', ['dangerous goods licence', 'dangerous goods driver licence', 'dg licence']),
  // A dental assistant's or nurse's licence to take x-rays, which each state's health department issues.
  c('Radiation use licence', ['radiation use licence', 'radiography licence', 'radiation licence', 'x-ray licence']),
  // Renewed every three years under Safe Work Australia's first aid code of practice.
  {
    ...c('First aid certificate', ['first aid', 'cpr', 'hltaid011', 'hltaid009', 'hltaid003', 'hltaid012']),
    renewYears: 3,
  },
  // Early childhood's first aid unit covers asthma and anaphylaxis: a CV that names HLTAID012 holds both.
  c(
    'Asthma and anaphylaxis management',
    ['asthma management', 'anaphylaxis management', 'asthma and anaphylaxis', 'anaphylaxis and asthma'],
    // A CV shows it by the ad's words too (the index reads a CV with both lists).
    ['hltaid012', 'first aid in an education and care setting'],
  ),
  c('RSA', ['rsa', 'responsible service of alcohol']),
  c('RCG', ['rcg', 'responsible conduct of gambling']),
  ko(
    'AHPRA registration',
    [
      'ahpra',
      'australian health practitioner regulation agency',
      'registration with ahpra',
      'registered nurse',
      'registered midwife',
      'registered psychologist',
      'registered pharmacist',
      'registered physiotherapist',
      'general registration',
    ],
    [
      'ahpra',
      'registered nurse',
      'registered midwife',
      'registered psychologist',
      'registered pharmacist',
      'registered physiotherapist',
      'nmba',
      'general registration',
      'registration number',
      'nmw',
    ],
  ),
  // A sonographer's accreditation, not the student registration the same registry keeps ("ASAR: Student Sonographer
  // registration" shows no accreditation).
  ko(
    'ASAR accreditation',
    // Not "ASAR" alone, which a student's registration with the registry names too.
    ['accredited medical sonographer', 'asar accreditation', 'asar accredited', 'accredited with asar'],
    ['accredited medical sonographer', 'asar accreditation', 'asar accredited', 'accredited with asar'],
  ),
  ko('Speech Pathology Australia membership', [
    'speech pathology australia',
    'cpsp',
    'certified practising speech pathologist',
  ]),
  ko('Security clearance', [
    'security clearance',
    'baseline clearance',
    'baseline security clearance',
    'nv1',
    'nv2',
    'negative vetting',
    'positive vetting',
    'agsva',
  ]),
  ko('Australian citizenship', ['australian citizen', 'australian citizenship', 'be an australian citizen']),
  c(
    'Work rights in Australia',
    [
      'working rights',
      'work rights',
      'right to work',
      'permanent resident',
      'permanent residency',
      'valid work visa',
      'eligible to work in australia',
      // "Australian or New Zealand citizenship": a New Zealander may live and work here without a visa.
      'new zealand citizenship',
      'new zealand citizen',
      'nz citizenship',
      'nz citizen',
    ],
    [
      'working rights',
      'work rights',
      'right to work',
      'permanent resident',
      'permanent residency',
      'australian citizen',
      'citizen',
      // "Nationality: Australian" is a citizen's, as the rewrite says it.
      'nationality australian',
      'work visa',
      'new zealand citizen',
      'nz citizen',
    ],
    false,
  ),
  ko('Practising certificate', [
    'practising certificate',
    'practicing certificate',
    'admitted legal practitioner',
    'admission as a lawyer',
  ]),
  c('CPA or CA membership', ['cpa', 'chartered accountant', 'ca anz', 'caanz', 'cpa australia']),
  c('Chartered engineer (CPEng / NER / RPEQ)', [
    'cpeng',
    'chartered professional engineer',
    'chartered engineer',
    'ner',
    'rpeq',
    'registered professional engineer',
  ]),
  c('Engineers Australia membership', ['engineers australia', 'mieaust', 'member of engineers australia']),
  ko('Electrical licence', [
    'electrical licence',
    "electrician's licence",
    'electrical contractor licence',
    'a grade licence',
    'unrestricted electrical licence',
    'electrical workers licence',
    "electrical worker's licence",
    'electrical worker licence',
    // Queensland's electrical worker licence for a qualified electrician.
    'electrical mechanic licence',
    "electrical mechanic's licence",
  ]),
  ko(
    'Plumbing licence',
    ['plumbing licence', "plumber's licence", 'licensed plumber', 'plumbing registration', 'qualified plumber'],
    ['plumbing licence', "plumber's licence", 'licensed plumber', 'plumbing registration', 'plumber'],
  ),
  ko('Builder licence', ['builder licence', "builder's licence", 'registered builder', 'qbcc licence']),
  ko('Teacher registration', [
    'teacher registration',
    'vit registration',
    'nesa accreditation',
    'qct registration',
    'trb registration',
    'registered teacher',
    'victorian institute of teaching',
    'nsw education standards authority',
    'education standards authority',
    'nesa',
    'accreditation with nesa',
  ]),
  // A supervisor's certificate (NSW FSS, SITXFSA006/008) is more than a food handler's course: a kitchen that must
  // name a supervisor asks for it by name.
  c('Food Safety Supervisor certificate', ['food safety supervisor', 'fss certificate'], ['sitxfsa006', 'sitxfsa008']),
  c('Food safety certificate', ['food handling certificate', 'food safety certificate', 'food handler']),
  // Farm chemical users' accreditation (ChemCert, SMARTtrain), which lapses: "chem accred" in a classified.
  c(
    'Chemical accreditation',
    [
      'chemcert',
      'chem cert',
      'chemical accreditation',
      'chem accreditation',
      'chemical user accreditation',
      'smarttrain',
    ],
    ['chemcert', 'chem cert', 'chemical accreditation', 'chem accreditation', 'smarttrain', 'aqf3 chemical'],
  ),
  c('Immunisation record', ['immunisation', 'immunization', 'vaccination', 'vaccinated']),
];

/** Schooling an ad sets as its floor: listed under Education, never moved to Licences nor asked for there. */
export const SCHOOLING_CREDENTIALS = new Set(['Year 10 or higher', 'Year 12 or equivalent']);

/** Credentials that are a circumstance, not a card with a number: a CV states them in a cover letter or its contact
 * lines, never as a licence. */
export const STATUS_CREDENTIALS = new Set([
  'Australian citizenship',
  'Work rights in Australia',
  'Own transport',
  'Shift and weekend availability',
]);
