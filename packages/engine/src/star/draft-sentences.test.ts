import { describe, expect, it } from 'vitest';
import { statedSentence } from './draft-sentences';

describe('a Skills line said in a draft', () => {
  it('frames a labelled list as a sentence, "and" before its last item and brackets kept whole', () => {
    expect(statedSentence('Grants administration: guidelines, assessment, agreements, acquittal')).toBe(
      'In grants administration, my skills include guidelines, assessment, agreements and acquittal.',
    );
    expect(statedSentence('Systems: TRIM, SAP Ariba, Excel (pivot tables, XLOOKUP)')).toBe(
      'The systems I use include TRIM, SAP Ariba and Excel (pivot tables, XLOOKUP).',
    );
  });

  it('keeps a labelled detail of one item as it is written', () => {
    expect(statedSentence('Availability: Full time')).toBe('Availability: Full time.');
  });
});
