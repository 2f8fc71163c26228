/** User-facing words (docs/product.md §5, §8), in Australian English. Error codes map to words here and nowhere else. */
import { MAX_CV_BYTES } from './constants';

export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden_origin',
  'premium_required',
  'not_found',
  'file_type',
  'file_too_large',
  'too_many_files',
  'no_file',
  'missing_session',
  'unreadable_file',
  'rate_limited',
  'daily_limit',
  'cv_limit',
  'cv_outdated',
  'missing_match',
  'payments_not_configured',
  'body_too_large',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  bad_request: 'Invalid request. Please check what you sent and try again.',
  validation_failed: 'Some fields need attention.',
  unauthenticated: 'Please sign in to continue.',
  forbidden_origin: 'This request came from an unknown origin.',
  premium_required: 'Premium subscription required for this feature.',
  not_found: 'Not found.',
  file_type: 'File type must be one of .doc, .docx',
  missing_session: 'Your upload has expired or could not be found. Please upload your CV again.',
  file_too_large: `File is larger than ${MAX_CV_BYTES} bytes`,
  too_many_files: 'Too many files',
  no_file: 'Please choose a Word file (.doc or .docx) to upload.',
  unreadable_file: 'We couldn’t read this file.',
  rate_limited: 'Too many requests. Please wait a few minutes and try again.',
  daily_limit:
    'You have used your 3 free analyses for today. Upgrade to Premium for unlimited analysis, or come back tomorrow.',
  cv_limit: 'You have 10 stored CVs, the most we keep. Delete one to make room for a new CV.',
  cv_outdated: 'This CV was saved in an older format we can no longer read. Please upload it again.',
  missing_match: 'Missing session data for CV improvement',
  payments_not_configured: 'Payments are not configured',
  body_too_large: 'The request is too large.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
};

export const VALIDATION = {
  required: 'Required',
  invalid: 'Invalid input',
  nameRequired: 'Name is required',
  emailRequired: 'Valid email is required',
  subjectRequired: 'Please select a subject',
  messageMin: 'Message must be at least 10 characters',
  feedbackEmail: 'Valid email required',
  feedbackTypeRequired: 'Please select a feedback type',
  feedbackMessageMin: 'Feedback message must be at least 10 characters',
  firstNameRequired: 'First name is required',
  passwordMin: 'Password must be at least 8 characters',
  ageConfirm: 'You must be 18 or older and accept the Terms of Use',
} as const;

export const TOASTS = {
  uploadFailed: 'Upload failed',
  uploadFailedDefault: 'Failed to upload CV',
  analyseFailedDefault: 'Failed to analyze CV',
  matchFailedDefault: 'Failed to match job description',
  downloadFailedDefault: 'Failed to download CV',
  cvUploaded: 'CV uploaded successfully',
  analysisCompleted: 'CV analysis completed',
  supportSent: '✅ Support message sent',
  supportError: '❌ Error sending message',
  supportFailedStatus: (status: number) => `Support request failed (${status})`,
  supportFailedDefault: 'Could not send support request. Please try again later.',
  feedbackSent: 'Feedback sent',
  feedbackSentBody: 'Thanks for your feedback. We appreciate your help in making the product better!',
  feedbackError: 'Error sending feedback',
  feedbackErrorDefault: 'Please try again later.',
  premiumFeature: 'Premium Feature',
  storedCvsFailed: 'Failed to load your CVs. Please try again.',
} as const;

export const CHECKOUT_MESSAGES = {
  authTitle: 'Authentication Required',
  auth: 'Please sign in to access premium features.',
  badRequest: 'Invalid request. Please try again or contact support.',
  server: 'Server error. Please try again in a moment.',
  missingUrl: 'No checkout URL received.',
  defaultTitle: 'Payment Error',
  default: 'Failed to start checkout process.',
  failedTitle: 'Checkout Failed',
  failed: 'Error: Failed to create checkout session. Please try again.',
} as const;

/** The marker the client looks for to show the 'Premium Feature' notice (docs/product.md §6). */
export const PREMIUM_REQUIRED_MARKER = 'Premium subscription required';
