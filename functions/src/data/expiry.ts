import { Timestamp } from 'firebase-admin/firestore';

const HOUR = 60 * 60 * 1000;
export const hoursFromNow = (hours: number, now = Date.now()) => Timestamp.fromMillis(now + hours * HOUR);
export const daysFromNow = (days: number, now = Date.now()) => hoursFromNow(days * 24, now);

/** Today's date in Sydney (yyyy-mm-dd): daily limits follow the Australian day. */
export const sydneyDate = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Sydney',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** Firestore's ALREADY_EXISTS (gRPC code 6): a create() lost the race for a fixed id. */
export const alreadyExists = (e: unknown) =>
  (e as { code?: number | string })?.code === 6 || (e as { code?: string })?.code === 'already-exists';
