/**
 * Words CVs use all the time, from headings to duties. A word the dictionary does not know that is one slip away from
 * one of these is a spelling mistake worth pointing out ("EXPIRIENCE", "Departament", "managment"); a word that is far
 * from all of them is more likely a name, a place or a technology, and is left alone.
 */
export const CV_WORDS = `
communicator resolution succeed preparation
experience employment education qualifications qualification professional summary skills achievements achievement
responsibilities responsibility responsible references referees certifications certificate certificates licences
licence interests volunteering volunteer objective profile career history languages training development memberships
department management manager managed managing administration administrative administrator assistant coordinator
coordinated coordination supervisor supervised supervision customer customers service services communication
communications organisation organisations organised organising university bachelor diploma graduate graduated college
secondary school received achieved successfully successful independent independently environment environmental
government business maintenance maintained accommodation commitment committed excellent experienced necessary
opportunity opportunities recommend recommendation referred separate calendar liaise liaison knowledge knowledgeable
beginning occurred definitely february wednesday analysis analytical analyst accounting accountant accounts payable
receivable reconciliation reconciliations invoices invoicing financial finance budget budgets stakeholders stakeholder
strategic strategy implemented implementation developed delivered delivery relationships relationship collaborated
collaboration leadership operations operational procedures processes policies compliance regulations requirements
performance improvement improvements improved efficiency efficient productivity presentation presentations reports
reporting research trained mentored recruitment recruited candidates employees employee employer colleagues community
hospital patients clinical nursing registered medication assessment assessments residents warehouse inventory
logistics dispatch deliveries equipment electrical installation installations construction apprentice apprenticeship
hospitality restaurant kitchen retail merchandise merchandising cashier marketing campaigns software engineer
engineering programming database applications application technical technology information systems network security
support troubleshooting documentation project projects planning exceeded targets increased reduced revenue clients
enquiries correspondence reception receptionist appointments bookings spreadsheets microsoft excel powerpoint outlook
attention teamwork interpersonal negotiation negotiated initiative reliable motivated enthusiastic punctual flexible
available availability request address mobile current currently completed studying teaching teacher students
curriculum classroom learning lessons behaviour parents principal institute honours masters advanced certified
accredited associate executive senior junior officer consultant specialist technician electrician carpenter plumber
labourer operator driver forklift cleaner attendant nurse midwife physiotherapist psychologist counsellor caseworker
educator childcare disability support worker payroll bookkeeper bookkeeping auditor taxation superannuation schedules
scheduling rostering rosters conducted prepared provided maintained ensured assisted handled processed resolved
established introduced identified monitored reviewed negotiated streamlined organised trained promoted contributed
participated attended presented produced generated designed created built tested deployed configured installed
repaired inspected operated responded answered greeted
`
  .split(/\s+/)
  .filter(Boolean);

/** Misspellings so common that even the closeness rule is not needed to catch them. */
export const COMMON_MISSPELLINGS = new Map<string, string>(
  Object.entries({
    pasteries: 'pastries',
    // Possessives written without their apostrophe ("Cut womens and mens hair"): none is a word of its own.
    womens: 'women’s',
    mens: 'men’s',
    // Days of the week written in small letters ("Worked every saturday"): a name, with its capital.
    ...Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        `${d[0]!.toUpperCase()}${d.slice(1)}`,
      ]),
    ),
    // Short and common enough to put right below the closeness rule's length.
    yong: 'young',
    challange: 'challenge',
    challanges: 'challenges',
    challanging: 'challenging',
    ect: 'etc',
    // A real word the dictionary passes (of "mange", a dog's disease) that a CV only ever means as "managed".
    manged: 'managed',
    machinary: 'machinery',
    // Written with a capital in an award's name ("Certificate IV in Vetinary Nursing"), where the closeness rule does
    // not read: the award then reads as missing to the match.
    // Contractions written without their apostrophe, as a CV typed in a hurry has them ("Im a hard worker", "dont have
    // the ticket yet"): none is a word of its own.
    im: 'I’m',
    ive: 'I’ve',
    dont: 'don’t',
    cant: 'can’t',
    havent: 'haven’t',
    wouldnt: 'wouldn’t',
    vetinary: 'veterinary',
    vetenary: 'veterinary',
    veterinery: 'veterinary',
    labourour: 'labourer',
    labouror: 'labourer',
    recieved: 'received',
    recieve: 'receive',
    signiture: 'signature',
    delt: 'dealt',
    aggresive: 'aggressive',
    agressive: 'aggressive',
    signitures: 'signatures',
    persue: 'pursue',
    dimentia: 'dementia',
    acheived: 'achieved',
    acheivement: 'achievement',
    acheivements: 'achievements',
    seperate: 'separate',
    seperately: 'separately',
    occured: 'occurred',
    definately: 'definitely',
    liase: 'liaise',
    liason: 'liaison',
    accomodation: 'accommodation',
    commited: 'committed',
    begining: 'beginning',
    buisness: 'business',
    calender: 'calendar',
    enviroment: 'environment',
    goverment: 'government',
    independant: 'independent',
    independantly: 'independently',
    hedgeing: 'hedging',
    knowlege: 'knowledge',
    maintainance: 'maintenance',
    maintenence: 'maintenance',
    neccessary: 'necessary',
    oppurtunity: 'opportunity',
    proffesional: 'professional',
    recomend: 'recommend',
    refered: 'referred',
    sucessful: 'successful',
    sucessfully: 'successfully',
    untill: 'until',
    wich: 'which',
    truely: 'truly',
    experiance: 'experience',
    experianced: 'experienced',
    realiable: 'reliable',
    relaible: 'reliable',
    reliabe: 'reliable',
    expirience: 'experience',
    managment: 'management',
    responsibilties: 'responsibilities',
    resposible: 'responsible',
    responsable: 'responsible',
    excellant: 'excellent',
    enthusiatic: 'enthusiastic',
    communcation: 'communication',
    comunication: 'communication',
    organisaton: 'organisation',
    adminstration: 'administration',
    adminstrative: 'administrative',
    beleive: 'believe',
    beleived: 'believed',
    succesful: 'successful',
    succesfully: 'successfully',
    diffrence: 'difference',
    maintaning: 'maintaining',
    libary: 'library',
    alot: 'a lot',
    childrens: 'children’s',
    thier: 'their',
    assistence: 'assistance',
    reponsible: 'responsible',
    resposibilities: 'responsibilities',
    experence: 'experience',
    oppertunity: 'opportunity',
    apprenticship: 'apprenticeship',
    apprentiship: 'apprenticeship',
    refrence: 'reference',
    referance: 'reference',
    equiptment: 'equipment',
    proceedure: 'procedure',
    proceedures: 'procedures',
    comittee: 'committee',
    accross: 'across',
    collegue: 'colleague',
    collegues: 'colleagues',
    familar: 'familiar',
    immediatly: 'immediately',
    occassion: 'occasion',
    prefered: 'preferred',
    relevent: 'relevant',
    recomended: 'recommended',
    preasure: 'pressure',
    pressue: 'pressure',
    commerical: 'commercial',
    resturant: 'restaurant',
    restuarant: 'restaurant',
    hygene: 'hygiene',
    hygeine: 'hygiene',
    didnt: 'didn’t',
    doesnt: 'doesn’t',
    wasnt: 'wasn’t',
    isnt: 'isn’t',
    couldnt: 'couldn’t',
    acheive: 'achieve',
    bussiness: 'business',
    grammer: 'grammar',
    liasing: 'liaising',
    custmer: 'customer',
    catagory: 'category',
    tommorow: 'tomorrow',
    supervisior: 'supervisor',
    assesment: 'assessment',
    assesments: 'assessments',
    reccomend: 'recommend',
    excercise: 'exercise',
    // Slips seen in held-out CVs of health and trades work.
    excelent: 'excellent',
    pateint: 'patient',
    pateints: 'patients',
    surgerys: 'surgeries',
    maintanence: 'maintenance',
    attendence: 'attendance',
    dilligent: 'diligent',
    sheduling: 'scheduling',
    superviser: 'supervisor',
    aswell: 'as well',
    residants: 'residents',
    presure: 'pressure',
    kithcen: 'kitchen',
    liscence: 'licence',
    lisence: 'licence',
    liscense: 'licence',
  }),
);

/** Work done under someone else's eye ("under supervision of the licenced mechanics", "supervised by the RN", "with the
 * help of"): no headline of the person's own, and no "Managed" for its "Responsible for". */
export const UNDER_SUPERVISION =
  /\bunder (?:the )?(?:direct |close )?supervision\b|\bsupervised by\b|\bwith (?:the )?help of\b/i;

/** "Referees available upon request", "References are available on request.", "Referees: on request", "Referees
 * available – happy to provide current and previous employers": a line about
 * referees, read as such by the match (no availability) and the rewrite (moved under Referees). */
export const REFEREES_ON_REQUEST =
  /^(?:referees?|references?):?\s+(?:(?:are\s+|will be\s+)?(?:(?:available|provided)\s+)?(?:up)?on\s+request\.?$|(?:are\s+)?available\b)/i;

/** A text with the common CV misspellings put right, to be judged or searched as meant ("work independantly",
 * "Certificate IV in Vetinary Nursing"). */
export const withCommonSpellings = (text: string) =>
  text.replace(/\p{L}+/gu, (word) => COMMON_MISSPELLINGS.get(word.toLowerCase()) ?? word);

/**
 * Words spelt as another real word, put right only where the words around them say which was meant: "order
 * stationary" (stationery), "a professional manor" (manner), "the store manger" (manager), "KPI's" (KPIs). Each
 * pattern is bounded, one pass.
 */
export const MISSPELT_IN_CONTEXT: Array<[RegExp, string]> = [
  [/\b(order(?:ing|ed|s)?|ordering of) stationary\b/gi, '$1 stationery'],
  [/\bstationary (and|supplies|orders?|stock|items|cupboard)\b/gi, 'stationery $1'],
  [/\b(professional|timely|calm|friendly|courteous|respectful|efficient|polite|safe|prompt) manor\b/gi, '$1 manner'],
  [/\b(the|my|store|shop|office|duty|assistant|practice|area|site|night|team|venue|branch) manger\b/gi, '$1 manager'],
  [/\bKPI['’]s\b/g, 'KPIs'],
  // The pronoun in small letters between words ("Before that i worked on farms"), not a list's numeral ("i." or
  // "(i)").
  [/(?<=\p{L}[,]? )i(?= \p{Ll})/gu, 'I'],
  // A garden tool, not a marksman: "whipper sniper", "whipper sniping".
  [/\b(whipper[- ]?)snip(er|ing)\b/gi, '$1snipp$2'],
  // "migrated there old emails", "fixed there wifi", "when there computer is ready": whose things, after a done verb.
  [
    /\b([a-z]{3,}ed|when|if|fix|set up|check|using|use|update|updating) there (computers?|laptops?|phones?|emails?|wifi|data|files|accounts?|orders?|old|new|own|crm|systems?|database|records)\b/gi,
    '$1 their $2',
  ],
  // "in there own homes", "follow there behaviour support plans": whose, not where.
  [
    /\b(in|to|with|of|follow|followed|following|and) there (own|support|care|behaviou?r|families|family|homes?|clients?|needs|goals|plans?|pets?|animals?|children|kids|vehicles?|cars?|computers?|laptops?|phones?|emails?|wifi|data|files|accounts?|orders?|old|new|lives|life|community|communities|schools?|studies)\b/gi,
    '$1 their $2',
  ],
  // "helping people reach there goals": whose goals.
  [
    /\b(reach|reaching|achieve|achieving|meet|meeting|set|setting|smash|smashing) there (goals?|targets?|potential|dreams|best)\b/gi,
    '$1 their $2',
  ],
  // "Great costumer service": the service a customer gets.
  [/\bcostumer (service|care|satisfaction|experience|enquiries|complaints|focus)\b/gi, 'customer $1'],
  // "Serving costumers at the front counter": people served, not makers of costumes.
  [
    /\b(serv(?:e|es|ed|ing)|help(?:s|ed|ing)?|assist(?:s|ed|ing)?|greet(?:s|ed|ing)?|our|with) costumers\b/gi,
    '$1 customers',
  ],
  // "a enthusiastic and caring person": "an" before a vowel's sound (not "a one-off", "a European", "a unit");
  // a capital "A" only where it opens the line ("Grade A electrician" keeps its grade).
  [/(^|[\s(])a (?=(?!one\b|once\b|eu|ewe)[aeio]\p{Ll})/gu, '$1an '],
  [/^A (?=(?!One\b|Once\b|Eu)[aeioAEIO]\p{Ll})/u, 'An '],
  // "communication skill's": a plural, not a possessive, at the end of a skills item.
  [/\b(skill|service|system|procedure|duty|task)['’]s$/gi, '$1s'],
  // "what they where looking for": a verb after its subject, not a place.
  [/\b(they|we|you|who) where (looking|working|doing|going|able|happy|given|asked|not)\b/gi, '$1 were $2'],
  // "Melbournes northern suburbs", "Brisbanes southside": a city's, its apostrophe lost.
  [
    /\b(Melbourne|Sydney|Brisbane|Perth|Adelaide|Canberra|Hobart|Darwin|Australia|Queensland|Tasmania)s (?=[a-z])/g,
    "$1's ",
  ],
  // "responsible for there safety", "for there wellbeing": whose.
  [
    /\b(for|on|about) there (safety|wellbeing|well-being|care|needs|learning|health|children|pets?|animals?)\b/gi,
    '$1 their $2',
  ],
  // Names written in small letters ("checking customers medicare and concession cards"), never inside an address.
  [/(?<![\w@./-])medicare(?![\w@./-])/g, 'Medicare'],
  [/(?<![\w@./-])centrelink(?![\w@./-])/g, 'Centrelink'],
  [/(?<![\w@./-])eftpos(?![\w@./-])/g, 'EFTPOS'],
  [/(?<![\w@./-])hicaps(?![\w@./-])/g, 'HICAPS'],
  // Regions written in small letters ("around western sydney and the hills"), never inside an address.
  [/(?<![\w@./-])western sydney(?![\w@./-])/g, 'Western Sydney'],
  [/(?<![\w@./-])inner west(?![\w@./-])/g, 'Inner West'],
  [/(?<![\w@./-])north shore(?![\w@./-])/g, 'North Shore'],
  [/(?<![\w@./-])gold coast(?![\w@./-])/g, 'Gold Coast'],
  [/(?<![\w@./-])sunshine coast(?![\w@./-])/g, 'Sunshine Coast'],
  [/(?<![\w@./-])central coast(?![\w@./-])/g, 'Central Coast'],
  // "Use tail lift and pallet jack everyday.": how often, two words, at the end of its clause ("everyday tasks" stays).
  [/\beveryday(?=[.,;]|$)/g, 'every day'],
  // "periodical cleaning on weekends some times like …": now and then, one word, before "like" or a clause's end.
  [/\bsome times(?= like\b|[.,;]|$)/g, 'sometimes'],
];

/** Verbs that report an outcome in the past ("improved", "fell", "saved"): a clause holding one and a figure tells what
 * came of the work before it ("…; on-time deliveries improved from 70% to 95%", "The new contracts saved $118,000"). */
export const OUTCOME_PAST =
  /\b(?:improved|increased|reduced|fell|rose|dropped|grew|lifted|raised|halved|doubled|decreased|saved|cut|shortened|climbed)\b/i;

/** A form's label before a role's field on its line ("Position: Customer Service Team Leader", "Employer: Moorabool
 * Shire Council", "Dates: Feb 2023 – Current"): the field is what the line says. Bounded: a label of a few words, then
 * its colon. */
const ROLE_FIELD_LABEL =
  /^(?:position(?: title| held)?|job title|title|role|employer|company|organisation|organization|dates?|period|duration|location)\s*:\s+(?=\S)/i;
/** Whether a section's lines set its roles out as a form: two or more of them label a role's own field (one
 * "Location: Perth" is a detail, and "Duties:" lines alone label duty lists). */
export const isRoleForm = (lines: string[]) => lines.filter((l) => ROLE_FIELD_LABEL.test(l.trim())).length >= 2;

/** A label before a role's duties or achievements ("Responsibilities: I lead a team …", "Duties: making appointments"). */
const DUTY_LABEL = /^(?:(?:key |main )?(?:responsibilities|duties|tasks)|(?:key )?achievements?)\s*:\s+(?=\S)/i;

/** A line of a role written as a form, without its label. A duty's label goes only before a sentence ("Responsibilities:
 * I lead …", "Duties: Answered front counter enquiries …"); before a list of duties ("Duties: making appointments,
 * Medicare billing, …") it says what the list is, and stays ("I made appointments, Medicare billing" had been said). */
export function withoutFieldLabel(text: string): string {
  const line = text.trim();
  if (ROLE_FIELD_LABEL.test(line)) return line.replace(ROLE_FIELD_LABEL, '');
  const duty = DUTY_LABEL.exec(line);
  const rest = duty ? line.slice(duty[0].length) : '';
  return duty && /^(?:I\s|\p{Lu}\p{Ll}+ed\b)/u.test(rest) ? rest : line;
}
