import { describe, expect, it } from 'vitest';
import { factGuard } from './fact-guard';

describe('the fact guard', () => {
  it('traces a year the CV writes short in its dates, never one it does not', () => {
    const cv = "Youth Group Leader – Seaford Community Church\nMar '21 – now\nLabourer, Corio Civil 2019-21";
    expect(factGuard(cv, 'I have worked as a Youth Group Leader at Seaford Community Church since 2021.').ok).toBe(
      true,
    );
    expect(factGuard(cv, 'From 2019 to 2021, I worked as a Labourer.').ok).toBe(true);
    expect(factGuard(cv, 'Since 2018, I have worked as a Youth Group Leader.').untraced).toEqual(['2018']);
  });
});
