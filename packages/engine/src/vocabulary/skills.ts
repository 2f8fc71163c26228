/**
 * Professional knowledge areas ads ask for, with the other ways a CV says them. Curated here, in the spirit of
 * the Australian Skills Classification's specialist tasks; anything an ad asks for outside this list is still read
 * as a noun phrase (extract-requirements.ts).
 */
import { OFFICE_SHOWN } from './tools';
import { term, type Term } from './term';

const s = (name: string, ad: string[] = [name.toLowerCase()], cv?: string[]) => term('skill', name, ad, cv);

export const SKILLS: Term[] = [
  s(
    'Project management',
    ['project management', 'managing projects', 'project delivery', 'project manage'],
    [
      'project management',
      'managed projects',
      'managed the project',
      'project manager',
      'project delivery',
      'delivered projects',
      // "coordinating delivery of projects funded under …"
      'delivery of projects',
      'project lead',
      'led the project',
      'project coordination',
    ],
  ),
  s(
    'Policy development',
    [
      'policy development',
      'policy advice',
      'developing policy',
      'policy work',
      'policy reform',
      'policy initiatives',
      'policy analysis',
    ],
    [
      'policy development',
      'policy advice',
      'developed policy',
      'policy',
      'policies',
      'policy officer',
      'policy analysis',
    ],
  ),
  s(
    'Stakeholder engagement',
    [
      'stakeholder engagement',
      'stakeholder management',
      'stakeholder relationships',
      'engage stakeholders',
      'engaging with stakeholders',
      'stakeholders',
      // "maintain open, collaborative relationships with team members, clients, business partners …"
      'collaborative relationships',
      'business partners',
    ],
    [
      'stakeholder',
      'stakeholders',
      'liaised',
      'consulted',
      'engaged with',
      'consultation with',
      'consultation sessions',
      'relationships with',
      // The bodies a public servant works with: "working with nine industry associations", "two grantee focus groups".
      'industry associations',
      'partner agencies',
      'partner organisations',
      'focus groups',
    ],
  ),
  s(
    'Case management',
    ['case management', 'case manage', 'casework', 'case work'],
    ['case management', 'caseload', 'case manager', 'case worker', 'casework', 'case plans'],
  ),
  s(
    'Risk assessment',
    ['risk assessment', 'risk assessments', 'risk management', 'assess risk'],
    // Not "risk" alone: young people "at risk of homelessness" show no risk assessment.
    [
      'risk assessment',
      'risk assessments',
      'risk management',
      'assessed risk',
      'assessing risk',
      'risk assessed',
      'risk register',
      'risk plans',
      'safety plans',
      'safety planning',
    ],
  ),
  s(
    'Child protection',
    ['child protection', 'child safety', 'statutory child protection'],
    ['child protection', 'child safety', 'statutory child protection'],
  ),
  s('Payroll', ['payroll', 'pay runs', 'payroll processing'], ['payroll', 'pay run', 'pay runs', 'payslips']),
  s(
    'Continuous improvement',
    [
      'continuous improvement',
      'process improvement',
      'business improvement',
      'six sigma',
      'lean six sigma',
      'lean methodology',
    ],
    [
      'continuous improvement',
      'process improvement',
      'process improvements',
      'business improvement',
      'six sigma',
      'lean six sigma',
      'lean methodology',
      'kaizen',
      // A process made faster or simpler, said in a CV's words ("… cutting the time to prepare the report from two
      // days to half a day").
      'streamlined',
      'streamlining',
      'cut the time',
      'cutting the time',
      'reduced the time',
      'reducing the time',
      'improved the process',
    ],
  ),
  s(
    'National Employment Standards',
    ['national employment standards', 'nes'],
    ['national employment standards', 'nes', 'fair work act', 'modern award', 'modern awards', 'award interpretation'],
  ),
  s(
    'Accounts payable',
    ['accounts payable', 'creditors', 'payment of invoices', 'invoice processing'],
    ['accounts payable', 'creditors', 'invoices', 'supplier payments'],
  ),
  s(
    'Accounts receivable',
    ['accounts receivable', 'debtors', 'debt collection'],
    ['accounts receivable', 'debtors', 'collections', 'receipting'],
  ),
  s(
    'Reconciliation',
    ['reconciliation', 'bank reconciliation', 'credit card reconciliation', 'reconciling'],
    ['reconciliation', 'reconciled', 'reconciling'],
  ),
  s('Bookkeeping', ['bookkeeping', 'book keeping'], ['bookkeeping', 'bookkeeper', 'bas', 'gst']),
  s('BAS and GST', ['bas', 'gst', 'business activity statements']),
  s(
    'Budgeting',
    ['budgeting', 'budget management', 'financial management', 'budgets'],
    ['budget', 'budgets', 'budgeting', 'financial management', 'forecast'],
  ),
  s(
    'Financial reporting',
    ['financial reporting', 'financial statements', 'management reporting', 'month end'],
    ['financial reporting', 'financial statements', 'month end', 'management reports'],
  ),
  s(
    'Procurement',
    ['procurement', 'purchasing', 'tendering', 'tenders'],
    ['procurement', 'purchasing', 'tender', 'tenders'],
  ),
  s(
    'Contract management',
    ['contract management', 'contract administration', 'managing contracts'],
    ['contract management', 'contracts', 'contract administration'],
  ),
  s('Workforce planning', ['workforce planning']),
  s(
    'Recruitment',
    ['recruitment', 'recruiting', 'talent acquisition'],
    ['recruitment', 'recruited', 'recruiting', 'hiring', 'talent acquisition'],
  ),
  s('Change management', ['change management', 'organisational change', 'managing change']),
  s(
    'Data analysis',
    [
      'data analysis',
      'data analytics',
      'analysing data',
      'analyse data',
      'using evidence, research and data',
      'research and data',
      'quantitative analysis',
    ],
    // Not "data" alone: "data entry" and "a project on data sharing" analyse nothing.
    ['data analysis', 'analysed data', 'analysing data', 'analysis', 'analytics', 'dashboards'],
  ),
  s(
    'Research',
    ['research', 'research methods', 'literature reviews'],
    ['research', 'researched', 'literature review', 'study', 'studies'],
  ),
  s(
    'Report writing',
    ['report writing', 'written reports', 'writing reports', 'briefs', 'ministerial briefs', 'briefing notes'],
    ['reports', 'briefs', 'briefing', 'wrote', 'drafted'],
  ),
  s(
    'Media relations',
    ['media relations', 'media releases', 'media enquiries', 'media management', 'issues management'],
    ['media', 'media releases', 'press releases', 'journalists'],
  ),
  s(
    'Communications strategy',
    ['communications strategy', 'strategic communications', 'communication strategies', 'communications plans'],
    [
      'communications strategy',
      'communications plan',
      'communication strategies',
      'communications plans',
      'strategic communications',
    ],
  ),
  s(
    'Social media',
    ['social media', 'digital media', 'digital channels'],
    ['social media', 'facebook', 'instagram', 'linkedin campaigns', 'digital'],
  ),
  s('Marketing', ['marketing', 'digital marketing', 'campaigns'], ['marketing', 'campaign', 'campaigns']),
  s(
    'Sales',
    ['sales', 'selling', 'business development'],
    ['sales', 'sold', 'selling', 'business development', 'revenue'],
  ),
  s(
    'Customer service',
    [
      'customer service',
      'customer experience',
      'client service',
      'customer focus',
      'customer focused',
      'customer needs',
      // "a client centric mind-set, ensuring the needs of the client are always at the centre of service design"
      'client centric',
      'customer centric',
      'client focus',
      'client focused',
      'client needs',
      'needs of the client',
      'needs of clients',
      'needs of customers',
    ],
    ['customer', 'customers', 'client', 'clients', 'patrons', 'guests'],
  ),
  s(
    'Reception',
    ['reception', 'front desk', 'front of house', 'receptionist', 'incoming calls', 'switchboard'],
    ['reception', 'receptionist', 'front desk', 'front of house', 'switchboard', 'phones', 'calls'],
  ),
  // A phone manner is shown by phones answered, never by a phone number on the contact line.
  s(
    'Phone manner',
    ['phone manner', 'telephone manner', 'phone skills', 'telephone skills', 'phone etiquette', 'multi-line phone'],
    [
      'answering phones',
      'answering the phone',
      'answered phones',
      'answered the phone',
      'answer phones',
      'answer the phone',
      'phone enquiries',
      'telephone enquiries',
      'phone calls',
      'inbound calls',
      'switchboard',
      'multi-line phone',
      'taking messages',
      'took messages',
    ],
  ),
  s(
    'Administration',
    ['administration', 'office administration', 'administrative support', 'admin', 'general administration'],
    ['administration', 'administrative', 'admin', 'office', 'filing', 'data entry'],
  ),
  s('Data entry', ['data entry']),
  s(
    'Records management',
    ['records management', 'record keeping', 'recordkeeping', 'filing'],
    ['records', 'record keeping', 'filing'],
  ),
  s(
    'Manual handling',
    ['manual handling', 'manual picking', 'lifting', 'heavy lifting'],
    ['manual handling', 'lifting', 'picking', 'loading', 'unloading'],
  ),
  // A driver's run of many stops, shown by the drops a day or the metro deliveries a CV counts.
  s(
    'Multi-drop delivery',
    ['multi-drop', 'multi drop', 'multidrop', 'metro multi-drop'],
    ['multi-drop', 'multi drop', 'multidrop', 'drops a day', 'drops per day', 'drops per shift', 'metro deliveries'],
  ),
  // Drawings a tradesperson works from, as ads ask for reading them; a CV names the kind it works from.
  s(
    'Reading engineering drawings',
    [
      'engineering drawings',
      'technical drawings',
      'read drawings',
      'reading drawings',
      'interpret drawings',
      'blueprints',
    ],
    ['drawings', 'blueprints', 'isometrics', 'schematics'],
  ),
  // Handling food safely, as a butcher's, kitchen's or café's ad asks to know it; a CV shows it by the food safety
  // certificate or training it holds.
  s(
    'Safe food handling',
    ['safe food handling', 'safe food practices', 'food safety practices', 'food handling practices'],
    ['food safety', 'food safety supervisor', 'food handling', 'food handler', 'safe food', 'haccp', 'sitxfsa'],
  ),
  // A butcher's cured and smoked meats; a CV shows them by what it made.
  s(
    'Smallgoods',
    ['smallgoods', 'smallgoods experience', 'smallgoods production', 'making smallgoods'],
    [
      'smallgoods',
      'hams',
      'bacon',
      'salami',
      'cabanossi',
      'kabana',
      'pastrami',
      'biltong',
      'jerky',
      'curing',
      'cured meats',
      'smoked meats',
      'smokehouse',
      'corned beef',
      'corned silverside',
    ],
  ),
  // A food plant's safety system, shown by the schemes it is certified and audited under.
  s(
    'Food safety systems',
    ['food safety knowledge', 'food safety systems', 'food safety standards', 'food safety programs'],
    ['haccp', 'sqf', 'brcgs', 'brc', 'fssc 22000', 'food safety plan', 'food safety program'],
  ),
  // Grain and oilseed farming at scale, as farm ads ask it; a CV shows it by its crops and machines.
  s(
    'Broadacre farming',
    ['broadacre', 'broadacre farming', 'broadacre experience', 'broadacre cropping', 'grain growing'],
    ['broadacre', 'cropping', 'grain growing', 'wheat', 'barley', 'canola', 'lentils', 'air seeder', 'seeding'],
  ),
  // Heavy vehicle law a transport planner or driver is asked to know; a CV shows fatigue management by the diaries
  // and breaks it checks.
  // The duties the Heavy Vehicle National Law's chain of responsibility puts on a consignor: load restraint, mass and
  // fatigue, which a dispatcher's CV shows as the checks done ("trucks aren't overloaded", "flag any driver fatigue").
  s(
    'Chain of Responsibility',
    ['chain of responsibility'],
    [
      'chain of responsibility',
      'heavy vehicle national law',
      'hvnl',
      'load restraint',
      'overloaded',
      'overloading',
      'mass limits',
      'mass management',
      'driver fatigue',
    ],
  ),
  s(
    'Fatigue management',
    ['fatigue management', 'heavy vehicle fatigue', 'driver fatigue', 'fatigue requirements'],
    ['fatigue management', 'work diary', 'work diaries', 'driver hours', 'rest breaks', 'basic fatigue management'],
  ),
  s(
    'Warehousing',
    // The warehouse as a place one talks to ("communicate with drivers and the warehouse") is no warehousing.
    [
      'warehousing',
      'warehouse experience',
      'warehouse work',
      'warehouse operations',
      'warehouse environment',
      'warehouse role',
      'distribution centre',
      'picking',
      'pick packing',
      'pick and pack',
      'order picking',
    ],
    [
      'warehouse',
      'warehousing',
      'distribution centre',
      'picking',
      'pick packing',
      'pick and pack',
      'storeperson',
      'picker',
    ],
  ),
  // An emissions inventory is no stock: its longer phrase keeps "inventory" from reading as stock control.
  s('Greenhouse gas accounting', [
    'greenhouse gas accounting',
    'greenhouse gas inventory',
    'greenhouse gas inventories',
    'ghg inventory',
    'emissions inventory',
    'carbon accounting',
  ]),
  s(
    'Stock control',
    [
      'stock control',
      'inventory management',
      'inventory control',
      'inventory',
      'stocktake',
      'stock management',
      'cycle counts',
      'cycle counting',
    ],
    ['stock', 'inventory', 'stocktake', 'cycle counts'],
  ),
  s(
    'Shrink wrapping',
    ['shrink wrapping', 'shrink wrap', 'pallet wrapping', 'wrapping pallets', 'palletising', 'palletise'],
    ['shrink wrap', 'shrink wrapping', 'wrapped pallets', 'pallet wrapping', 'palletising', 'pallets'],
  ),
  s(
    'Work health and safety',
    [
      'work health and safety',
      'whs',
      'ohs',
      'oh&s',
      'occupational health and safety',
      'safety regulations',
      'safe work practices',
    ],
    ['whs', 'ohs', 'oh&s', 'safety', 'work health and safety', 'occupational health and safety', 'safe work'],
  ),
  s('Infection control', ['infection control', 'infection prevention']),
  // Administering is not assisting: a care worker who "assists residents with medications from Webster packs" does
  // not administer them (the two are distinct duties in aged and disability care).
  s(
    'Medication administration',
    [
      'medication administration',
      'administering medication',
      'administering medications',
      'administer medication',
      'administer medications',
      'administration of medication',
      'administration of medications',
    ],
    [
      'medication administration',
      'administering medication',
      'administering medications',
      'administered medication',
      'administered medications',
      'administration of medications',
      'medication rounds',
    ],
  ),
  s(
    'Clinical assessment',
    ['clinical assessment', 'clinical assessments', 'assessment and treatment'],
    ['assessment', 'assessments', 'assessed'],
  ),
  // Not discharge planning: a care plan written is no discharge planned.
  s('Care planning', ['care planning', 'care plans'], ['care plan']),
  s('Discharge planning', ['discharge planning'], ['planned discharge', 'discharges', 'discharge']),
  s('Mental health', ['mental health']),
  s(
    'Alcohol and other drugs',
    ['alcohol and other drugs', 'aod', 'drug and alcohol', 'substance use', 'addiction'],
    ['aod', 'alcohol and other drugs', 'drug and alcohol', 'substance use', 'addiction'],
  ),
  s('Trauma-informed practice', ['trauma informed', 'trauma-informed']),
  s('Family-centred care', ['family centred care', 'family centered care', 'family-centred']),
  s(
    'Neonatal care',
    ['neonatal', 'nicu', 'special care nursery', 'scn'],
    ['neonatal', 'nicu', 'neonates', 'special care nursery'],
  ),
  s('Paediatrics', ['paediatric', 'paediatrics', 'pediatric']),
  s('Dysphagia', ['dysphagia', 'swallowing']),
  s(
    'Structural design',
    ['structural design', 'structural engineering', 'structural analysis'],
    ['structural', 'structural design', 'structural engineering'],
  ),
  s(
    'Electrical design',
    ['electrical design', 'power systems', 'power system design'],
    ['electrical design', 'power systems', 'designed', 'design'],
  ),
  // Work on high-voltage gear, as an electrician's ad asks it ("HV switching experience"): a trade's task, not design.
  s(
    'High voltage switching',
    ['hv', 'high voltage', 'hv switching', 'high voltage switching'],
    ['hv', 'high voltage', 'hv switching', '11kv', '11 kv', '22kv', '33kv', '66kv'],
  ),
  s('Australian Standards', ['australian standards', 'as/nzs', 'as nzs', 'building code', 'ncc', 'bca']),
  s(
    'Environmental assessment',
    // Not "environmental approvals": getting a project approved is other work than assessing a site (a contaminated
    // land consultant's rewrite had listed "Environmental approvals" as a key skill).
    ['environmental assessment', 'environmental impact', 'contaminated land'],
    // Assessing, not the field: a degree in "Environmental Management and Sustainability" shows no assessment.
    ['environmental assessment', 'environmental impact', 'contaminated', 'clearing permit'],
  ),
  s(
    'Environmental management',
    // Not "sustainability" alone: a field wider than managing a site's environment, which a rewrite would write in as
    // a skill on the strength of "Environmental Scientist".
    ['environmental management', 'environmental management plans'],
    ['environmental management', 'sustainability', 'natural area management', 'environmental management plan'],
  ),
  s(
    'Software development',
    ['software development', 'software engineering', 'web development', 'full stack', 'back end', 'front end'],
    ['software', 'developed', 'web application', 'api', 'apis', 'full stack'],
  ),
  s(
    'Testing',
    // Software testing: "quality assurance" in a consultancy's ad is about reports, not tests.
    ['unit testing', 'automated testing', 'test automation'],
    ['tests', 'testing', 'junit', 'jest', 'pytest', 'qa'],
  ),
  // Quality assurance of work delivered: a report's review, a construction site's inspection and test plans and
  // non-conformance reports, a plant's quality control.
  s(
    'Quality assurance',
    ['quality assurance', 'qa/qc', 'quality management', 'quality control'],
    [
      'quality assurance',
      'quality control',
      'qa/qc',
      'quality audit',
      'quality audits',
      'inspection and test plan',
      'inspection and test plans',
      'itp',
      'itps',
      'ncr',
      'ncrs',
      'non-conformance',
      'non-conformances',
      'non-conformance reports',
    ],
  ),
  s('Agile', ['agile', 'scrum', 'kanban'], ['agile', 'scrum', 'sprint', 'sprints', 'kanban']),
  s(
    'Web accessibility',
    ['web accessibility', 'wcag', 'accessibility standards', 'accessible design'],
    [
      'accessibility',
      'wcag',
      'screen reader',
      'screen readers',
      'aria',
      'colour contrast',
      'color contrast',
      'keyboard navigation',
    ],
  ),
  s('Cloud infrastructure', ['cloud', 'cloud infrastructure'], ['cloud', 'aws', 'azure', 'gcp']),
  s(
    'Disability support',
    ['disability support', 'disability services', 'ndis', 'national disability insurance scheme'],
    ['disability', 'ndis', 'participants'],
  ),
  s('Aged care', ['aged care', 'residential care', 'home care'], ['aged care', 'residents', 'home care']),
  // Describing library items to the cataloguing standards, copied from a shared record or made new.
  s(
    'Cataloguing',
    ['cataloguing', 'copy cataloguing', 'original cataloguing', 'rda', 'marc 21', 'marc21'],
    ['cataloguing', 'copy cataloguing', 'catalogued', 'rda', 'marc 21', 'marc21', 'scis'],
  ),
  // Care of children who cannot live at home: its longer phrase keeps "home care" of "out-of-home care" from reading
  // as aged care.
  s(
    'Out-of-home care',
    ['out of home care', 'oohc', 'foster care', 'kinship care'],
    ['out of home care', 'oohc', 'foster care', 'kinship care'],
  ),
  // The national frameworks an educator works to, asked by name: a CV shows the EYLF by its five Learning Outcomes, the
  // NQS by the centre's Quality Improvement Plan.
  s(
    'Early Years Learning Framework',
    ['early years learning framework', 'eylf'],
    ['early years learning framework', 'eylf', 'learning outcomes', 'belonging, being and becoming'],
  ),
  s(
    'National Quality Standard',
    ['national quality standard', 'nqs', 'national quality framework', 'nqf'],
    ['national quality standard', 'nqs', 'national quality framework', 'nqf', 'quality improvement plan', 'qip'],
  ),
  s(
    'Early childhood education',
    ['early childhood', 'early learning'],
    // Not "children" alone: a working with children check or "children aged 2–9" on placement is no early childhood.
    ['early childhood', 'early learning', 'eylf', 'nqf', 'childcare', 'child care', 'long day care', 'kindergarten'],
  ),
  s(
    'Teaching',
    ['teaching', 'lesson planning', 'curriculum'],
    ['teaching', 'taught', 'lessons', 'curriculum', 'students'],
  ),
  // Not "compliance" alone: "Category A compliance" is a vaccination status, "compliant" a record kept.
  s('Legislation and compliance', [
    'legislation',
    'regulatory',
    'legislative',
    'regulatory compliance',
    'legislative compliance',
    'compliance framework',
    // A unit of study or a team that names it: "Environmental Law and Regulation".
    'law and regulation',
    'laws and regulations',
  ]),
  s('Auditing', ['audit', 'auditing', 'audits'], ['audit', 'audits', 'audited']),
  s(
    'Event management',
    // Not "event" alone: "a catastrophe (CAT) event", "a major hail event" are no events to manage.
    ['event management', 'event coordination', 'events coordination', 'event planning', 'set up of events'],
    ['events', 'event management', 'event planning', 'conference', 'conferences'],
  ),
  s(
    'Diary management',
    ['diary management', 'calendar management', 'managing diaries', 'director support', 'executive support'],
    ['diary', 'diaries', 'calendar', 'calendars', 'executive assistant', 'travel'],
  ),
  // Water treatment: the national guidelines a plant's water must meet, and the samples that show it does.
  s(
    'Australian Drinking Water Guidelines',
    ['australian drinking water guidelines', 'adwg'],
    ['australian drinking water guidelines', 'adwg', 'drinking water guidelines'],
  ),
  s(
    'Water quality sampling',
    ['water quality sampling', 'water sampling', 'water quality testing', 'water quality monitoring'],
    [
      'water quality sampling',
      'water sampling',
      'water samples',
      'water quality testing',
      'turbidity',
      'free chlorine',
      'chlorine residual',
      'chlorine residuals',
    ],
  ),
  // Pest control: the Australian Standard for termite management.
  s(
    'AS 3660 termite management',
    ['as 3660', 'as3660'],
    [
      'as 3660',
      'as3660',
      'australian standard 3660',
      // Its parts, as a CV cites them ("in line with Australian Standard 3660.2").
      ...['1', '2', '3'].flatMap((n) => [`as 3660.${n}`, `as3660.${n}`, `australian standard 3660.${n}`]),
    ],
  ),
  s('Cash handling', ['cash handling', 'cash management', 'eftpos', 'till'], ['cash', 'eftpos', 'till', 'register']),
  s(
    'Food preparation',
    ['food preparation', 'food prep', 'cooking', 'kitchen operations'],
    ['food', 'cooked', 'kitchen', 'menu'],
  ),
  s('Cleaning', ['cleaning', 'cleanliness', 'housekeeping'], ['cleaning', 'cleaned', 'housekeeping', 'hygiene']),
  // The machines a commercial cleaner runs, named by kind or one by one.
  s(
    'Floor machines',
    ['floor machines', 'floor machine', 'floor scrubber', 'floor scrubbers', 'auto scrubber', 'burnisher'],
    [
      'floor machine',
      'floor machines',
      'scrubber',
      'auto scrubber',
      'buffer machine',
      'buffer',
      'burnisher',
      'polisher',
      'carpet extraction',
      'extraction machine',
    ],
  ),
  s('Plumbing', ['plumbing', 'gas fitting', 'gasfitting'], ['plumbing', 'gas fitting', 'plumber']),
  s('Carpentry', ['carpentry', 'formwork', 'framing'], ['carpentry', 'carpenter', 'formwork', 'framing']),
  s(
    'Ministerial correspondence',
    ['ministerial correspondence', 'ministerials', 'briefs for the minister', 'cabinet submissions'],
    ['ministerial', 'minister', 'cabinet', 'briefs'],
  ),
  s(
    'Program evaluation',
    ['evaluation', 'program evaluation', 'monitoring and evaluation'],
    ['evaluation', 'evaluated', 'monitoring and evaluation'],
  ),
  // An ad's "sound computer skills" is shown by the software a CV names ("Microsoft Word, Excel and Outlook").
  s(
    'Computer skills',
    ['computer skills', 'computer literacy', 'computer literate', 'computer proficiency'],
    ['computer skills', 'computer literate', 'computer literacy', ...OFFICE_SHOWN, 'google workspace', 'spreadsheets'],
  ),
  s(
    'Grant management',
    ['grants', 'grant management', 'grant applications', 'funding applications'],
    ['grant', 'grants', 'funding'],
  ),
];
