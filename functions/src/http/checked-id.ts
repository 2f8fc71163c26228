import { documentIdSchema } from '@cvmate/contract';
import { notFound } from '../middleware/http-error';

/** An id from the client, shape-checked before it reaches Firestore; a malformed one is simply not found. */
export function checkedId(id: string | undefined | null): string | null {
  if (!id) return null;
  if (!documentIdSchema.safeParse(id).success) throw notFound();
  return id;
}
