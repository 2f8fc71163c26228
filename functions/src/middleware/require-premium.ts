import type { RequestHandler } from 'express';
import type { CustomerRepo } from '../data/customer-repo';
import { premiumRequired, unauthenticated } from './http-error';

/** Every premium endpoint: visitors 401, free users 403 'Premium subscription required ...', premium users pass. */
export function requirePremium(customers: Pick<CustomerRepo, 'isPremium'>): RequestHandler {
  return async (req, _res, next) => {
    if (!req.user) return next(unauthenticated());
    if (!(await customers.isPremium(req.user.uid))) return next(premiumRequired());
    next();
  };
}
