import { describe, expect, it } from 'vitest';
import { unshout } from './unshout';

const short = (w: string) => w.length <= 3;

describe('unshout', () => {
  it('writes a shouted title as a person does, abbreviations kept', () => {
    expect(unshout('SENIOR BUSINESS OFFICER – APS 6', short)).toBe('Senior Business Officer – APS 6');
  });

  it('keeps small joining words small after the first word', () => {
    expect(unshout('HEAD OF OPERATIONS AND PLANNING', short)).toBe('Head of Operations and Planning');
  });

  it('reads a hyphenated word as one word, no abbreviation in it', () => {
    expect(unshout('MID-WEIGHT GRAPHIC DESIGNER', short)).toBe('Mid-Weight Graphic Designer');
  });

  it('reads words joined by a slash as words', () => {
    expect(unshout('LICENCES/TICKETS', short)).toBe('Licences/Tickets');
  });

  it('leaves text with a small letter or no run of four capitals', () => {
    expect(unshout('Key Skills', short)).toBe('Key Skills');
    expect(unshout('IT SKL', short)).toBe('IT SKL');
  });
});
