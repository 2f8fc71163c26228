import { describe, expect, it } from 'vitest';
import { readAd } from './read-ad';

describe('the title an ad states', () => {
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
});
