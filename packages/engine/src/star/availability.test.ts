import { describe, expect, it } from 'vitest';
import { docFromLines } from '../test-fixtures/doc-from-lines';
import { availabilityStated } from './availability';
import { draftStar } from './draft-star';

describe('a criterion on when the person can work', () => {
  it('is answered first, plainly, from what the CV says of it', async () => {
    const cv = docFromLines({
      top: ['Lena Ford', 'Ulladulla NSW 2539 | 0491 570 301'],
      sections: [
        {
          heading: 'Profile',
          lines: ['Friendly retail worker with five years on the floor. Available for nights and weekends.'],
        },
        {
          heading: 'Experience',
          lines: ['Retail Assistant, Harbour Books, Mar 2020 – Present'],
          bullets: ['Served 150 customers a day at the counter', 'Ran the Saturday story session for children'],
        },
      ],
    });
    const criterion = 'Willingness to work a rotating roster including nights and weekends at both branches.';
    expect(availabilityStated(criterion, cv.text)).toBe('I am available for nights and weekends.');
    const [draft] = await draftStar(cv, [criterion]);
    expect(draft!.fullResponse).toMatch(/^I am available for nights and weekends\./);
    // A label is said as a sentence; a criterion on something else takes none of it.
    expect(availabilityStated(criterion, 'Availability: weekdays after 3pm, Sundays and school holidays')).toBe(
      'I am available weekdays after 3pm, Sundays and school holidays.',
    );
    expect(availabilityStated('Experience in customer service.', cv.text)).toBeNull();
    expect(availabilityStated(criterion, 'Served customers on weekends.')).toBeNull();
  });

  it('answers two credentials asked with a way to obtain one as held, without the list’s label', async () => {
    const cv = docFromLines({
      top: ['Lena Ford'],
      sections: [
        {
          heading: 'Checks and licences',
          lines: ['NSW Working with Children Check WWC0000001E (to 2028)', 'NSW Class C driver licence'],
        },
      ],
    });
    const [draft] = await draftStar(cv, [
      'A current NSW Working with Children Check clearance (or the ability to obtain one) and a current Class C driver licence.',
    ]);
    expect(draft!.fullResponse).toMatch(/^I meet this requirement: NSW Working with Children Check WWC0000001E/);
    expect(draft!.fullResponse).toMatch(/Class C driver licence\.$/);
  });
});
