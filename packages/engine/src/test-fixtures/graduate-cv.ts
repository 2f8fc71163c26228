import type { CvSpec } from './build-cv';

/** A one-page graduate CV that follows Australian conventions (one page is right at this stage). */
export const graduateCv: CvSpec = {
  top: ['Liam Chen', 'Carlton VIC 3053 | 0423 456 789 | liam.chen@example.com.au', 'Australian citizen'],
  sections: [
    {
      heading: 'Profile',
      paragraphs: [
        'Recent commerce graduate with two years of part-time retail experience and a record of leading student projects to deadline. Strong Excel and reporting skills, and calm with customers.',
      ],
    },
    {
      heading: 'Education',
      paragraphs: ['Bachelor of Commerce (Accounting), University of Melbourne, 2022 – 2024, WAM 78'],
    },
    {
      heading: 'Experience',
      paragraphs: ['Retail Assistant (part-time), JB Hi-Fi Melbourne Central, Mar 2022 – Present'],
      bullets: [
        'Served about 60 customers a shift and lifted attached sales of warranties by 15% in 2023.',
        'Trained 4 new casual staff on the point-of-sale system and returns policy.',
        'Reconciled the registers at close with no discrepancies over 18 months.',
        'Restocked and merchandised the audio section, cutting out-of-stock lines from 12 to 3.',
        'Handled about 20 returns and exchanges a week, resolving complaints without escalation to the manager.',
        'Opened and closed the store on Sundays as the senior casual, covering rosters of up to 8 staff.',
      ],
    },
    {
      heading: 'Volunteering',
      paragraphs: ['Treasurer, Melbourne University Commerce Society, Feb 2023 – Dec 2024'],
      bullets: [
        'Managed a $20,000 annual budget and presented quarterly reports to a committee of 12.',
        'Moved the society’s bookkeeping from spreadsheets to Xero, halving month-end reconciliation time.',
      ],
    },
    {
      heading: 'Projects',
      bullets: [
        'Led a team of 5 in a case competition on inventory costs; placed second of 40 teams.',
        'Presented our recommendations to a panel of 3 judges from industry and answered their questions.',
        'Built an Excel model forecasting cash flow for a student club with a $20,000 budget.',
      ],
    },
    {
      heading: 'Skills',
      bullets: [
        'Excel (pivot tables, XLOOKUP, charts), Xero, MYOB and Power BI',
        'Customer service, cash handling and complaint resolution',
        'Written reports and presentations for committees and lecturers',
      ],
    },
    { heading: 'Referees', paragraphs: ['Available on request.'] },
  ],
};
