/**
 * Good CVs for a range of Australian occupations, written for the matching tests (each is what a competent person in
 * that job would write, not a copy of any ad). `ad` names the shared-corpus ad of the same occupation, if any.
 */
import type { CvSpec } from './build-cv';

interface Role {
  title: string;
  org: string;
  dates: string;
  bullets: string[];
}
interface Person {
  name: string;
  contact: string;
  summary: string;
  roles: Role[];
  education: string[];
  skills: string[];
  licences?: string[];
}

export function occupationCv(p: Person): CvSpec {
  return {
    top: [p.name, p.contact],
    sections: [
      { heading: 'Professional Summary', paragraphs: [p.summary] },
      ...p.roles.map((r, i) => ({
        heading: i === 0 ? 'Work Experience' : 'Earlier Roles',
        paragraphs: [`${r.title}, ${r.org}, ${r.dates}`],
        bullets: r.bullets,
      })),
      { heading: 'Education', paragraphs: p.education },
      { heading: 'Key Skills', bullets: p.skills },
      ...(p.licences ? [{ heading: 'Licences and Checks', paragraphs: p.licences }] : []),
      { heading: 'Referees', paragraphs: ['Available on request.'] },
    ],
  };
}

export const OCCUPATIONS: Record<string, { ad: string | null; person: Person }> = {
  nurse: {
    ad: 'au17_registered-nurses-midwives-neonatal-intensive-care.txt',
    person: {
      name: 'Priya Sharma',
      contact: 'Heidelberg VIC 3084 | 0412 555 101 | priya.sharma@example.com.au',
      summary:
        'Registered Nurse with six years in neonatal and paediatric intensive care, providing family centred care to premature and sick babies.',
      roles: [
        {
          title: 'Registered Nurse, Neonatal Intensive Care Unit',
          org: 'Royal Women’s Hospital',
          dates: 'Feb 2020 – Present',
          bullets: [
            'Provide individualised clinical care for up to three ventilated neonates per shift across all rostered shifts, including night duty.',
            'Apply evidence based practice to respiratory support, feeding plans and developmental care.',
            'Work with the multidisciplinary team and families to plan discharge for 40 babies a year.',
            'Precept graduate nurses and led a quality improvement project that cut line infections by 30%.',
          ],
        },
        {
          title: 'Registered Nurse, Special Care Nursery',
          org: 'Northern Health',
          dates: 'Jan 2018 – Jan 2020',
          bullets: [
            'Cared for babies from 32 weeks in the special care nursery and supported parents with breastfeeding.',
            'Completed neonatal resuscitation training and documented care in the electronic medical record.',
          ],
        },
      ],
      education: [
        'Graduate Certificate in Neonatal Intensive Care Nursing, La Trobe University, 2021',
        'Bachelor of Nursing, Monash University, 2017',
      ],
      skills: [
        'Neonatal intensive care and special care nursery',
        'Family centred care and parent education',
        'Clinical handover, documentation and medication safety',
        'Communication and teamwork in multidisciplinary teams',
      ],
      licences: ['AHPRA registration as a Registered Nurse (NMW0001234567)', 'National police check, 2024'],
    },
  },
  structuralEngineer: {
    ad: 'au23_senior-structural-engineer.txt',
    person: {
      name: 'Daniel Kovac',
      contact: 'Parramatta NSW 2150 | 0413 555 202 | daniel.kovac@example.com.au',
      summary:
        'Chartered structural engineer (CPEng, NER) with nine years designing concrete and steel structures for commercial, residential and infrastructure projects.',
      roles: [
        {
          title: 'Senior Structural Engineer',
          org: 'Harbour Consulting Engineers',
          dates: 'Mar 2019 – Present',
          bullets: [
            'Lead structural design of multi-storey reinforced concrete and post-tensioned buildings up to 20 levels.',
            'Prepare calculations, drawings and specifications to Australian Standards AS 3600 and AS 4100.',
            'Model structures in ETABS, SAFE and Revit and review documentation produced by two graduate engineers.',
            'Manage client relationships and fee budgets for projects worth up to $60 million.',
          ],
        },
        {
          title: 'Structural Engineer',
          org: 'Westside Design Group',
          dates: 'Feb 2015 – Feb 2019',
          bullets: [
            'Designed steel portal frames, retaining walls and footings for industrial and residential clients.',
            'Carried out site inspections and issued construction certificates.',
          ],
        },
      ],
      education: ['Bachelor of Engineering (Civil), University of Technology Sydney, 2014'],
      skills: [
        'Reinforced concrete, post-tensioned and steel design',
        'ETABS, SAFE, SPACE GASS, AutoCAD and Revit',
        'Australian Standards and the National Construction Code',
        'Mentoring graduate engineers and client management',
      ],
      licences: ['Engineers Australia Chartered Member (CPEng, NER)', 'White Card', 'Current NSW driver licence'],
    },
  },
  policyOfficer: {
    ad: 'au13_senior-policy-and-project-officer.txt',
    person: {
      name: 'Hannah O’Brien',
      contact: 'Braddon ACT 2612 | 0414 555 303 | hannah.obrien@example.com.au',
      summary:
        'Senior policy and project officer with eight years in state and Commonwealth government, writing briefs, leading consultations and delivering policy projects.',
      roles: [
        {
          title: 'Senior Policy and Project Officer',
          org: 'Department of Communities and Justice',
          dates: 'Jul 2019 – Present',
          bullets: [
            'Draft ministerial briefs, cabinet submissions and correspondence on housing and homelessness policy.',
            'Lead stakeholder consultation with 25 community organisations and other government agencies.',
            'Manage policy projects from scoping to evaluation, reporting to the executive on risks and milestones.',
            'Analyse legislation and data to provide evidence based advice to senior executives.',
          ],
        },
        {
          title: 'Policy Officer',
          org: 'Department of Premier and Cabinet',
          dates: 'Feb 2016 – Jun 2019',
          bullets: [
            'Researched and wrote policy papers and coordinated whole of government responses.',
            'Supported interdepartmental committees and prepared meeting papers.',
          ],
        },
      ],
      education: ['Master of Public Policy, Australian National University, 2015', 'Bachelor of Arts, 2013'],
      skills: [
        'Policy development, analysis and evaluation',
        'Project management and governance',
        'Written communication: briefs, submissions and reports',
        'Stakeholder engagement and negotiation',
      ],
    },
  },
  storeperson: {
    ad: 'au25_storeperson-pick-packer.txt',
    person: {
      name: 'Tomasi Fifita',
      contact: 'Campbellfield VIC 3061 | 0415 555 404 | tomasi.fifita@example.com.au',
      summary:
        'Reliable storeperson with five years of pick packing, dispatch and forklift work in busy distribution centres.',
      roles: [
        {
          title: 'Storeperson / Pick Packer',
          org: 'Northern Distribution Centre',
          dates: 'Apr 2021 – Present',
          bullets: [
            'Pick and pack 300 orders a shift with RF scanners at 99.8% accuracy.',
            'Load and unload trucks and containers with counterbalance and reach forklifts.',
            'Receive goods, check stock against delivery dockets and put away to locations.',
            'Follow safe work procedures and manual handling rules, with no incidents in three years.',
          ],
        },
        {
          title: 'Warehouse Assistant',
          org: 'Fresh Foods Wholesale',
          dates: 'Jan 2019 – Mar 2021',
          bullets: [
            'Picked cold chain orders and kept the warehouse clean and tidy.',
            'Completed stocktakes each month.',
          ],
        },
      ],
      education: ['Certificate III in Warehousing Operations, Kangan Institute, 2019'],
      skills: [
        'Order picking and packing with RF scanners',
        'Forklift operation',
        'Stock control and stocktakes',
        'Teamwork and reliability',
      ],
      licences: ['Forklift licence (LF)', 'Current VIC driver licence and own car'],
    },
  },
  sapConsultant: {
    ad: 'au19_senior-sap-basis-support-consultant-based-anywhere.txt',
    person: {
      name: 'Wei Zhang',
      contact: 'Docklands VIC 3008 | 0416 555 505 | wei.zhang@example.com.au',
      summary:
        'SAP Basis consultant with ten years supporting SAP ECC and S/4HANA landscapes on HANA, Oracle and cloud platforms.',
      roles: [
        {
          title: 'Senior SAP Basis Consultant',
          org: 'Cloudline Managed Services',
          dates: 'Jun 2018 – Present',
          bullets: [
            'Support 40 SAP systems for managed service customers, including upgrades, kernel patches and system copies.',
            'Administer SAP HANA databases, backups and high availability on Azure and AWS.',
            'Resolve incidents and service requests within SLA and write runbooks for the support team.',
            'Led the S/4HANA migration for a retail customer, cutting month-end batch time by 35%.',
          ],
        },
        {
          title: 'SAP Basis Administrator',
          org: 'Metro Water',
          dates: 'Feb 2014 – May 2018',
          bullets: [
            'Performed transport management, user administration and performance tuning.',
            'Maintained Solution Manager and system monitoring.',
          ],
        },
      ],
      education: ['Bachelor of Information Technology, RMIT University, 2013'],
      skills: [
        'SAP Basis, NetWeaver, ECC and S/4HANA',
        'HANA and Oracle database administration',
        'Azure and AWS',
        'Incident and change management (ITIL)',
      ],
    },
  },
  receptionist: {
    ad: 'au21_reception-office-administration.txt',
    person: {
      name: 'Chloe Martin',
      contact: 'Southport QLD 4215 | 0417 555 606 | chloe.martin@example.com.au',
      summary:
        'Friendly receptionist and office administrator with four years at busy front desks, managing phones, bookings and office supplies.',
      roles: [
        {
          title: 'Receptionist and Office Administrator',
          org: 'Coastal Legal',
          dates: 'Mar 2021 – Present',
          bullets: [
            'Greet clients and answer a multi-line phone system taking 80 calls a day.',
            'Manage diaries, meeting rooms and appointments for six lawyers in Outlook.',
            'Process invoices and data entry in Xero and keep filing up to date.',
            'Order stationery and office supplies within a monthly budget.',
          ],
        },
        {
          title: 'Customer Service Officer',
          org: 'Gold Coast Physio',
          dates: 'Jan 2019 – Feb 2021',
          bullets: [
            'Booked appointments and handled payments and Medicare claims.',
            'Answered enquiries by phone and e-mail.',
          ],
        },
      ],
      education: ['Certificate IV in Business Administration, TAFE Queensland, 2018'],
      skills: [
        'Reception and customer service',
        'Microsoft Office: Word, Excel and Outlook',
        'Data entry and filing',
        'Communication and time management',
      ],
    },
  },
  speechPathologist: {
    ad: 'au09_speech-pathologist-senior-outpatient-care.txt',
    person: {
      name: 'Grace Liu',
      contact: 'Box Hill VIC 3128 | 0418 555 707 | grace.liu@example.com.au',
      summary:
        'Speech pathologist with seven years assessing and treating adults with communication and swallowing disorders in acute and outpatient settings.',
      roles: [
        {
          title: 'Senior Speech Pathologist',
          org: 'Eastern Health',
          dates: 'Jan 2020 – Present',
          bullets: [
            'Assess and treat outpatients with dysphagia, aphasia and dysarthria, carrying a caseload of 20 clients.',
            'Perform videofluoroscopic swallow studies with radiology and the multidisciplinary team.',
            'Supervise two grade 1 speech pathologists and university students on placement.',
            'Led a quality project that halved the outpatient waiting list in nine months.',
          ],
        },
        {
          title: 'Speech Pathologist',
          org: 'Alfred Health',
          dates: 'Feb 2017 – Dec 2019',
          bullets: [
            'Managed acute caseloads on stroke and neurology wards.',
            'Provided education to nursing staff on safe swallowing.',
          ],
        },
      ],
      education: ['Master of Speech Pathology, La Trobe University, 2016'],
      skills: [
        'Dysphagia and communication assessment',
        'Videofluoroscopic swallow studies',
        'Clinical supervision',
        'Evidence based practice',
      ],
      licences: [
        'Certified Practising Speech Pathologist (CPSP), Speech Pathology Australia',
        'Working With Children Check',
      ],
    },
  },
  electricalEngineer: {
    ad: 'au03_electrical-engineer.txt',
    person: {
      name: 'Liam Walsh',
      contact: 'Newcastle NSW 2300 | 0419 555 808 | liam.walsh@example.com.au',
      summary:
        'Electrical engineer with six years in power distribution, substation design and protection for mining and utility clients.',
      roles: [
        {
          title: 'Electrical Engineer',
          org: 'Hunter Power Engineering',
          dates: 'Feb 2019 – Present',
          bullets: [
            'Design high voltage and low voltage distribution, substations and protection systems.',
            'Prepare single line diagrams, cable schedules and load flow studies in ETAP.',
            'Specify switchboards, transformers and PLC controls and review vendor drawings.',
            'Commissioned a 33 kV substation for a coal mine on time and within a $4 million budget.',
          ],
        },
        {
          title: 'Graduate Electrical Engineer',
          org: 'Regional Energy',
          dates: 'Feb 2017 – Jan 2019',
          bullets: [
            'Supported network planning and fault studies.',
            'Wrote maintenance procedures for zone substations.',
          ],
        },
      ],
      education: ['Bachelor of Engineering (Electrical), University of Newcastle, 2016'],
      skills: [
        'HV and LV power distribution design',
        'Protection and control, PLC',
        'ETAP and AutoCAD Electrical',
        'Australian Standards AS/NZS 3000',
      ],
      licences: ['Current NSW driver licence', 'White Card'],
    },
  },
  aodClinician: {
    ad: 'au29_alcohol-and-other-drugs-aod-clinician.txt',
    person: {
      name: 'Sam Nguyen',
      contact: 'Footscray VIC 3011 | 0420 555 909 | sam.nguyen@example.com.au',
      summary:
        'Alcohol and other drugs clinician and social worker with five years of case management, counselling and harm reduction work.',
      roles: [
        {
          title: 'AOD Clinician',
          org: 'Western Community Health',
          dates: 'Mar 2021 – Present',
          bullets: [
            'Complete comprehensive AOD assessments and treatment plans for a caseload of 18 clients.',
            'Provide counselling using motivational interviewing and cognitive behavioural therapy.',
            'Coordinate care with mental health, housing and justice services for clients with complex needs.',
            'Facilitate a weekly harm reduction group attended by 12 people.',
          ],
        },
        {
          title: 'Case Manager',
          org: 'Youth Support Services',
          dates: 'Jan 2019 – Feb 2021',
          bullets: [
            'Supported young people with substance use and homelessness.',
            'Wrote case notes and referral reports.',
          ],
        },
      ],
      education: ['Bachelor of Social Work, Victoria University, 2018'],
      skills: [
        'AOD assessment and case management',
        'Motivational interviewing and CBT',
        'Risk assessment and harm reduction',
        'Trauma informed practice',
      ],
      licences: ['Current driver licence', 'Working With Children Check', 'National police check'],
    },
  },
  mediaAdvisor: {
    ad: 'au07_senior-media-advisor.txt',
    person: {
      name: 'Olivia Brooks',
      contact: 'Brisbane QLD 4000 | 0421 555 010 | olivia.brooks@example.com.au',
      summary:
        'Senior media adviser and former journalist with ten years writing media releases, managing issues and building relationships with journalists.',
      roles: [
        {
          title: 'Senior Media Adviser',
          org: 'Queensland Health',
          dates: 'Feb 2019 – Present',
          bullets: [
            'Write media releases, speeches and talking points for the Director-General and ministers.',
            'Manage media enquiries and issues management, often under tight deadlines.',
            'Plan proactive media campaigns that earned 150 stories a year across TV, radio and print.',
            'Advise executives on media strategy and reputation risk.',
          ],
        },
        {
          title: 'Journalist',
          org: 'The Courier-Mail',
          dates: 'Jan 2012 – Jan 2019',
          bullets: [
            'Reported on health and politics for print and online.',
            'Produced social media content and video.',
          ],
        },
      ],
      education: ['Bachelor of Journalism, University of Queensland, 2011'],
      skills: [
        'Media relations and issues management',
        'Writing and editing',
        'Communication strategy',
        'Social media',
      ],
    },
  },
  teacher: {
    ad: null,
    person: {
      name: 'Emily Carter',
      contact: 'Geelong VIC 3220 | 0422 555 111 | emily.carter@example.com.au',
      summary:
        'Primary school teacher with seven years teaching Years 3 to 6, differentiating learning and leading literacy.',
      roles: [
        {
          title: 'Classroom Teacher and Literacy Leader',
          org: 'Geelong Primary School',
          dates: 'Jan 2018 – Present',
          bullets: [
            'Plan and teach the Victorian Curriculum to a Year 5 class of 26 students.',
            'Lifted NAPLAN reading results by 12% through a whole-school literacy program.',
            'Differentiate learning for students with additional needs with individual learning plans.',
            'Communicate with parents through reports, interviews and the school app.',
          ],
        },
      ],
      education: ['Bachelor of Education (Primary), Deakin University, 2017'],
      skills: [
        'Curriculum planning and assessment',
        'Classroom management',
        'Literacy intervention',
        'Parent communication',
      ],
      licences: ['VIT teacher registration', 'Working With Children Check'],
    },
  },
  accountant: {
    ad: null,
    person: {
      name: 'Raj Patel',
      contact: 'Chatswood NSW 2067 | 0423 555 212 | raj.patel@example.com.au',
      summary:
        'CPA qualified accountant with eight years in management and financial accounting for mid-sized businesses.',
      roles: [
        {
          title: 'Senior Accountant',
          org: 'Northside Manufacturing',
          dates: 'Mar 2018 – Present',
          bullets: [
            'Prepare monthly management accounts, budgets and forecasts for a $40 million business.',
            'Complete BAS, payroll tax and year-end financial statements with the external auditors.',
            'Reconcile accounts and manage accounts payable and receivable in MYOB and Xero.',
            'Cut the month-end close from ten days to five by automating reconciliations in Excel.',
          ],
        },
      ],
      education: ['Bachelor of Commerce (Accounting), Macquarie University, 2015'],
      skills: [
        'Management and financial reporting',
        'BAS, GST and payroll tax',
        'Xero, MYOB and advanced Excel',
        'Budgeting and forecasting',
      ],
      licences: ['CPA Australia member'],
    },
  },
};
