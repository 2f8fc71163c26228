import type { Firestore } from 'firebase-admin/firestore';
import { PREMIUM_STATUSES } from '@cvmate/contract';

/** customers/{uid}/subscriptions: the Stripe Firebase extension's shape. */
export class SubscriptionRepo {
  constructor(private readonly db: Firestore) {}

  async isPremium(uid: string): Promise<boolean> {
    const snap = await this.db.collection('customers').doc(uid).collection('subscriptions').where('status', 'in', [...PREMIUM_STATUSES]).limit(1).get();
    return !snap.empty;
  }
}
