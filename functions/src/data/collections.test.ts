import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, USER_DOCUMENTS } from './collections';

const here = path.dirname(new URL(import.meta.url).pathname);
const sources = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => readFileSync(path.join(here, f), 'utf8'));

describe('the collection registry', () => {
  it('lists every collection a repository names', () => {
    const named = new Set(sources.flatMap((s) => [...s.matchAll(/collection\('([A-Za-z]+)'\)/g)].map((m) => m[1]!)));
    const listed = new Set([...COLLECTIONS.map((c) => c.name), ...USER_DOCUMENTS]);
    expect([...named].filter((n) => !listed.has(n))).toEqual([]);
  });

  it('gives every expiring collection a TTL policy in firestore.indexes.json, and nothing else one', () => {
    const indexes = JSON.parse(readFileSync(path.join(here, '../../../firestore.indexes.json'), 'utf8'));
    const ttl = indexes.fieldOverrides
      .filter((f: { ttl: boolean }) => f.ttl)
      .map((f: { collectionGroup: string }) => f.collectionGroup);
    expect([...ttl].sort()).toEqual(
      COLLECTIONS.filter((c) => c.expires)
        .map((c) => c.name)
        .sort(),
    );
  });

  it('ties every root collection that holds personal data to its owner, so export and deletion find it', () => {
    for (const c of COLLECTIONS)
      if ('root' in c.place && !['stripeEvents', 'closedAccounts'].includes(c.name))
        expect(c.place.ownerField, c.name).toBeTruthy();
  });
});
