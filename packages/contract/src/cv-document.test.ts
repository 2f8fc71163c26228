import { describe, expect, it } from 'vitest';
import { documentIdSchema } from './cv-document';

describe('document ids from clients', () => {
  it('takes letters and digits, and never a name every object has', () => {
    expect(documentIdSchema.safeParse('aB3xYz09').success).toBe(true);
    for (const id of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'a/b', ''])
      expect(documentIdSchema.safeParse(id).success, id).toBe(false);
  });
});
