/**
 * Every Firestore collection the repositories write, listed once. Account export and deletion, the retention purge
 * and the TTL policies in firestore.indexes.json are all derived from (or tested against) this list, so a new
 * collection cannot be forgotten by any of them (collections.test.ts reads the repositories' source to check).
 */
export interface CollectionEntry {
  name: string;
  /** Where it lives: under users/{uid} or customers/{uid}, or at the root with an owner field. */
  place: { under: 'users' | 'customers' } | { root: true; ownerField: string | null };
  /** Purged when `expiresAt` has passed (and a TTL policy on it in production). */
  expires: boolean;
  /** Left out of the data export: bookkeeping, not personal data. */
  bookkeeping?: true;
}

const under = (name: string, parent: 'users' | 'customers', expires: boolean, bookkeeping?: true): CollectionEntry => ({
  name,
  place: { under: parent },
  expires,
  ...(bookkeeping ? { bookkeeping } : {}),
});
const root = (name: string, ownerField: string | null, expires: boolean): CollectionEntry => ({
  name,
  place: { root: true, ownerField },
  expires,
});

export const COLLECTIONS: CollectionEntry[] = [
  under('cvs', 'users', true),
  under('cvSlots', 'users', false, true),
  under('analyses', 'users', true),
  under('matches', 'users', true),
  // Feedback on an analysis outlives it (with a copy of its score and finding codes) for the feedback report.
  under('accuracyFeedback', 'users', false),
  under('usefulnessFeedback', 'users', false),
  under('feedbackPrompts', 'users', false, true),
  under('subscriptions', 'customers', false),
  root('uploads', 'uid', true),
  root('govDrafts', 'uid', true),
  root('usage', 'owner', true),
  root('generalFeedback', 'uid', false),
  root('supportRequests', 'uid', false),
  // Webhook idempotency records: Stripe's ids only, no person.
  root('stripeEvents', null, false),
  // Accounts being deleted, by uid alone, for an hour: a request still in flight sweeps what it wrote (account-repo).
  root('closedAccounts', null, true),
];

/** The per-user documents themselves: users/{uid} (profile) and customers/{uid} (Stripe customer id). */
export const USER_DOCUMENTS = ['users', 'customers'] as const;
