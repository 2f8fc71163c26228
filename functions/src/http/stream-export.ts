import { once } from 'node:events';
import type { Response } from 'express';
import type { AccountRepo } from '../data/account-repo';

/**
 * Writes a person's data export as one JSON object, a page of documents at a time, waiting for the client to take
 * each page: memory stays bounded however much is stored. A failure before the first byte is an ordinary error
 * answer; after it, the connection is ended so the download shows as incomplete rather than as valid JSON.
 */
export async function streamExport(res: Response, uid: string, accounts: AccountRepo): Promise<void> {
  const write = async (chunk: string) => {
    if (!res.write(chunk)) await once(res, 'drain');
  };
  const { profile, customer } = await accounts.profile(uid);
  try {
    const head = { exportedAt: new Date().toISOString(), uid, profile, customer };
    await write(JSON.stringify(head).slice(0, -1));
    let open: string | null = null;
    for await (const { collection, docs } of accounts.exportPages(uid)) {
      if (collection !== open) {
        await write(`${open ? ']' : ''},${JSON.stringify(collection)}:[`);
        open = collection;
      } else if (docs.length) await write(',');
      await write(docs.map((d) => JSON.stringify(d)).join(','));
    }
    res.end(`${open ? ']' : ''}}`);
  } catch (e) {
    console.error('[account] export failed part-way', e);
    res.destroy(e as Error);
  }
}
