import { createQueryClient } from '../lib/query-client';
import { USER_QUERY_KEY } from '../features/auth/api/get-user';

/** A query client that already knows there is no session: how the build-time render sees every public page. */
export function createVisitorQueryClient() {
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, null);
  return client;
}
