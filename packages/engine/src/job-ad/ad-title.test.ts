import { describe, expect, it } from 'vitest';
import { readAd } from './read-ad';

describe('the title an ad states', () => {
  it('reads a public service grade and an office of the agency as no job, beside the job the ad names', () => {
    const nt = [
      'Youth Engagement Officer',
      'Department of Children, Youth and Community Futures',
      '',
      'Designation: Administrative Officer 5 (AO5)',
      'Salary: $89,457 - $97,812',
      'Primary objective',
      'Engage young people who are disengaged from education, training or employment.',
    ].join('\n');
    expect(readAd(nt).title).toBe('Youth Engagement Officer');
    const act = [
      'Community Engagement and Civic Services Directorate',
      'Office of the Deputy Director-General',
      '',
      'Executive Support Officer',
      'Administrative Services Officer Class 5 $88,215 - $93,097, Canberra',
      'You will provide high-level executive support to the Deputy Director-General.',
    ].join('\n');
    expect(readAd(act).title).toBe('Executive Support Officer');
  });

  it('takes a labelled title over a job board’s name on the first line', () => {
    const ad = [
      'Careers Portal – Current Vacancy',
      'Agency: Office of the Registrar',
      'Position Title: Records Management Officer (Information Services)',
      'Classification: APS Level 4',
      'About the role',
      'You will maintain the agency’s records in Content Manager and train staff in good recordkeeping.',
    ].join('\n');
    expect(readAd(ad).title).toBe('Records Management Officer');
  });

  it('reads a shouted call for several hires as the one job ("BUS DRIVERS WANTED" is "Bus Driver")', () => {
    const ad = [
      'BUS DRIVERS WANTED – SUNSHINE COAST (KUNDA PARK DEPOT)',
      'YOU MUST HAVE:',
      '- MR LICENCE OR HIGHER, WITH AN OPEN LICENCE HELD FOR AT LEAST 3 YEARS',
    ].join('\n');
    expect(readAd(ad).title).toBe('Bus Driver');
    expect(readAd('CHEFS NEEDED URGENTLY\nAbout you: 2 years in a busy kitchen.').title).toBe('Chef');
  });

  it('ends a labelled title at the next label when the ad is flattened', () => {
    const ad =
      'Vacancy Job Title: Graduate Biomedical Engineer Job Reference: BME/22 Location: Townsville You will maintain clinical equipment across the hospital.';
    expect(readAd(ad).title).toBe('Graduate Biomedical Engineer');
  });

  it('reads a flattened ad’s title from its opening words, not a job board category further on', () => {
    const ad =
      'Clinical Nurse Educator Riverina Health Wagga Wagga NSW 2650 Nurses/Midwives (Education) Full time About the role You will design and deliver education for nursing staff across the surgical wards, and support graduate nurses in their first year.';
    expect(readAd(ad).title).toBe('Clinical Nurse Educator');
  });

  it('takes a job’s name in capitals over a speciality after the dash', () => {
    const ad =
      'SENIOR STYLIST – Balayage Specialist\nCoastal Hair Co.\nAbout the role\nDeliver cut and colour services to a loyal client base.';
    expect(readAd(ad).title).toBe('Senior Stylist');
  });

  it('takes a recruiter’s e-mail title from its subject line, not its "From:" header', () => {
    const ad = [
      'From: Sam Reid <sam@example.com.au>',
      'Sent: Tuesday, 4 February 2025 9:12 AM',
      'To: Candidates (BCC)',
      'Subject: RE: NEW ROLE – Diesel Fitters – Pilbara – $60/hr',
      '',
      'Hi there, one of my clients needs two diesel fitters for a shutdown.',
    ].join('\n');
    expect(readAd(ad).title).toBe('Diesel Fitter');
  });

  it('reads a webmail page’s subject in small letters, past its "Inbox"', () => {
    const ad = [
      'Inbox',
      'Re: kitchen hand job - leederville',
      'Marco <marco@example.com>',
      'to me',
      '',
      'hi there, thanks for getting back to me about the job. we are a small family restaurant on oxford st.',
      'i need someone who can do at least 4 shifts a week.',
    ].join('\n');
    expect(readAd(ad).title).toBe('Kitchen Hand');
  });

  it('reads past a job board’s menu and a careers breadcrumb to the job', () => {
    const board = [
      'Skip to content',
      'Job search',
      'Profile',
      'Career advice',
      '',
      'Rigger - Basic | Shutdowns',
      'Apex Lifting',
    ];
    expect(readAd(board.join('\n')).title).toBe('Rigger');
    const council =
      'Shire of Example\nCareers > Current Vacancies > Parks Labourer\n\nAbout the role\nMow and maintain parks.';
    expect(readAd(council).title).toBe('Parks Labourer');
  });

  it('takes the job under a careers page’s heading, not the employer’s name above it', () => {
    const ad =
      'Riverbend Hospital – Careers\n\nPathology Collector – Outpatients\nRiverbend Hospital, Pathology\n\nAbout the role\nCollect blood from outpatients.';
    expect(readAd(ad).title).toBe('Pathology Collector');
  });

  it('takes the job an ad’s opening sentence offers where its first line names none', () => {
    const ad =
      'Play a crucial role in reform. An exciting opportunity exists for a Senior Policy and Project Officer on a full-time basis in the Reform Branch, Corrections Victoria. To be successful you will be a strategic thinker.';
    expect(readAd(ad).title).toBe('Senior Policy and Project Officer');
    expect(readAd('Join our team! We are currently seeking an experienced Payroll Officer to join us.').title).toBe(
      'Payroll Officer',
    );
    const capacity =
      'Location: Geelong. We have a fixed term opening for a motivated person to join our team in the capacity of Senior Youth Justice Worker, Court Advice Service. The Youth Justice Branch supports young people.';
    expect(readAd(capacity).title).toBe('Senior Youth Justice Worker');
  });

  it('reads past a board’s name among its menu entries, and an e-mail subject that calls the job an opportunity', () => {
    const board = [
      'Skip to content',
      'Indeed',
      'Find jobs',
      'Sign in',
      '',
      'Pharmacy Technician - Hospital',
      'St Brigid’s',
    ];
    expect(readAd(board.join('\n')).title).toBe('Pharmacy Technician');
    const mail = [
      'From: Priya Nair <priya@example.com.au>',
      'Subject: Payroll Officer opportunity - Newcastle ($80k + super)',
      '',
      'Hi Jo, I have a payroll role you may like.',
    ].join('\n');
    expect(readAd(mail).title).toBe('Payroll Officer');
  });

  it('reads NSW’s "Clerk Grade" as a classification and keeps "Contract" inside a title', () => {
    expect(readAd('Complaints Resolution Officer - Clerk Grade 5/6\nNSW Fair Trading\n').title).toBe(
      'Complaints Resolution Officer',
    );
    expect(readAd('Senior Procurement and Contract Officer - ASO5\nDepartment for Infrastructure\n').title).toBe(
      'Senior Procurement and Contract Officer',
    );
    // Before a title it still says how the job is offered.
    expect(readAd('Contract Payroll Officer – 6 months\nAcme Health\n').title).toBe('Payroll Officer');
  });

  it('reads a details table’s title cell, and a job board’s search bar as no title', () => {
    const council = [
      'Shire of Example',
      'Careers | Current Vacancies | Contact us',
      'Position details',
      'Position title        Parks Team Leader',
      'Classification        Level 5',
    ].join('\n');
    expect(readAd(council).title).toBe('Parks Team Leader');
    const board = [
      'indeed',
      'Find jobs    Company reviews    Find salaries',
      'what: aged care    where: Newcastle NSW    Find jobs',
      '',
      'Lifestyle Coordinator',
      'Hunter Aged Care Ltd',
    ].join('\n');
    expect(readAd(board).title).toBe('Lifestyle Coordinator');
  });

  it('reads a social post’s job, not the name of the person or business that posted it', () => {
    const person = [
      'Priya Shah',
      'Talent Partner at Coastal Freight Co | Hiring across QLD',
      '1w • Edited •',
      '',
      '🚀 We’re hiring! Dispatch Coordinator – Brisbane (Eagle Farm)',
      'Join our transport team of 12 and keep 40 trucks moving. You will plan daily runs in MyTransport.',
    ].join('\n');
    expect(readAd(person).title).toBe('Dispatch Coordinator');
    const business = [
      'Bayside Bakehouse',
      '5h · 🌏',
      '** NOW HIRING ** 🥐',
      'Family bakery in Geelong looking for a BAKER / PASTRY COOK to start before Christmas. Early starts, great crew.',
    ].join('\n');
    expect(readAd(business).title).toBe('Baker');
  });

  it('reads past a council’s menu of one-word entries to the job its breadcrumb names', () => {
    const ad = [
      'Eastfield Shire Council',
      'Home | Services | Community | Planning | Careers | Contact',
      'Careers > Vacancies > Rates Officer',
      'Rates Officer',
      'Reference⇥ES-2026-17'.replace('⇥', '\t'),
      'About the role',
      'You will issue rates notices, process payments and answer ratepayer enquiries.',
    ].join('\n');
    expect(readAd(ad).title).toBe('Rates Officer');
  });

  it('keeps a title whose own words are listed with commas before its "and"', () => {
    const ad = readAd(
      'Northern Ports Authority\nQuality, Risk and Compliance Manager\nPermanent | Townsville\nYou will lead audits.',
    );
    expect(ad.title).toBe('Quality, Risk and Compliance Manager');
  });

  it('reads an e-mail subject’s title without its specialty or place, and a post’s title past its emoji', () => {
    const mail = [
      'From: Dev Pillai <dev@example.com.au>',
      'To: Sam Lee <sam@example.com>',
      'Subject: RE: New role – Senior Hydrogeologist (Groundwater Modelling), Perth',
      '',
      'Hi Sam, a client of ours is growing its water team and I thought of you.',
    ].join('\n');
    expect(readAd(mail).title).toBe('Senior Hydrogeologist');
    const post = [
      'Harbourside Bakery Co',
      'Sponsored · 2d',
      '🔥 NOW HIRING 🔥 🥐 Apprentice Baker – full time, early starts 🥐',
      'Come and learn the trade with us!',
    ].join('\n');
    expect(readAd(post).title).toBe('Apprentice Baker');
  });

  it('knows a scheduler or a buyer by the title’s head word, under a careers page’s menu', () => {
    const ad = [
      'Greenway Logistics – Careers',
      'Home | About | Careers | Contact',
      '< Back to all jobs',
      '',
      'Produce Buyer',
      'Location: Dandenong VIC 3175',
      'You will buy fresh produce at the markets.',
    ].join('\n');
    expect(readAd(ad).title).toBe('Produce Buyer');
  });
});

describe('the title past more of a page', () => {
  it('reads past a careers page of many links, and a cookie banner above the breadcrumb, to the job', () => {
    const council = [
      'Riverbend City Council',
      'Careers',
      'Current vacancies',
      'Working for us   Job alerts   Login',
      '☰ Menu    Search',
      '< Back to vacancies',
      'Librarian – Adult Services',
      'Position number: 2026-LIB-114',
      'You will plan and deliver programs for adults and families across three branches.',
    ].join('\n');
    expect(readAd(council).title).toBe('Librarian');
    const installer = [
      'Brightside Energy',
      'Get a free quote   1800 160 455',
      'This website uses cookies to improve your experience.',
      'By using our site you accept our Privacy Policy.',
      '[Accept] [Decline]',
      'Home > Careers > Solar PV Installer',
      'Solar PV Installer – Rooftop Crew (Full Time)',
      'You will install residential solar systems across metro Adelaide.',
    ].join('\n');
    expect(readAd(installer).title).toBe('Solar PV Installer');
    // A banner of several lines, with its buttons, above the menu's breadcrumb.
    const startup = [
      'Skip to main content',
      'Paddock Labs',
      'Product   Pricing   Resources   Careers   Log in',
      '',
      '🍪 We value your privacy',
      'We use cookies to personalise content and analyse our traffic. By clicking "Accept all", you consent to our use of cookies. Read our Cookie Policy.',
      'Accept all     Reject non-essential     Manage preferences',
      '',
      'Home  /  Careers  /  Engineering  /  Junior Software Engineer - Frontend',
      '',
      'Junior Software Engineer - Frontend',
      'Engineering · Remote (AU) · Full-time · Req ID ENG-2026-031',
      '',
      'Apply for this job',
      'Share:  LinkedIn   X   Email   Copy link',
      '',
      'About Paddock Labs',
      'We build farm analytics for growers across Australia.',
    ].join('\n');
    expect(readAd(startup).title).toBe('Junior Software Engineer');
  });

  it('reads the first of two jobs a post says it needs, not the business that posted it', () => {
    const post = [
      'Coastline Traffic & Civil',
      '3h · 🌏',
      "🚧 WE'RE HIRING 🚧",
      'Coastline Traffic & Civil is growing and we need TRAFFIC CONTROLLERS and CIVIL LABOURERS to join our crew!!',
      'Heaps of work lined up through summer.',
    ].join('\n');
    expect(readAd(post).title).toBe('Traffic Controller');
  });

  it('reads the job a community group post calls out, not the group it is posted in', () => {
    const post = [
      'Western Plains Jobs & Trades – Parkes, Forbes & surrounds',
      'Jodie Kerr · 5h · 🌏',
      '*** JOB ALERT *** Farm Hand – Forbes based',
      'Mixed cropping and sheep place 20 min out of Forbes, full time.',
    ].join('\n');
    expect(readAd(post).title).toBe('Farm Hand');
  });

  it('reads the job a social post offers, not the poster’s own headline', () => {
    const post = [
      'Danielle Frost • 2nd',
      'Area Manager – Victoria West | Little Banksia Early Learning',
      '3d • Edited • 🌐',
      '📣 We’re hiring a Centre Director for Little Banksia Grovedale!',
      'Our 75-place centre in Grovedale is looking for its next leader.',
    ].join('\n');
    expect(readAd(post).title).toBe('Centre Director');
  });

  it('reads a hotel’s night auditor over its department, and a florist a post asks for in small letters', () => {
    const careers = ['Careers > Search jobs > Night Auditor', 'Night Auditor', 'Department: Front Office'].join('\n');
    expect(readAd(careers).title).toBe('Night Auditor');
    const post = ['wildstem.florals', 'We’re looking for an experienced florist to join us 3–4 days a week.'].join(
      '\n',
    );
    expect(readAd(post).title).toBe('Florist');
  });
});
