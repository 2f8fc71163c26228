/** Business constants and limits (docs/product.md §9). One source for web and functions. */

export const PRODUCT_NAME = 'CVMate';

export const MAX_CV_BYTES = 10 * 1024 * 1024;
export const MAX_JOB_DESCRIPTION_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 1;
export const MAX_STORED_CVS = 10;

/** Word MIME types keyed to the extensions the drop zone accepts (react-dropzone `accept`). */
export const CV_ACCEPT = {
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const;
export const JOB_DESCRIPTION_ACCEPT = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const;

export const PREMIUM_PRICE_AUD = 12.99;
export const PREMIUM_PRICE_LABEL = '$12.99/month';
export const PREMIUM_FEATURES = [
  'PDF and Word downloads',
  'AI CV optimisation for job applications',
  'Unlimited analysis',
  'Job matching and keyword analysis',
  'Priority support',
] as const;

export const UPLOAD_PROGRESS_STEPS = [20, 60, 100] as const;
export const UPLOAD_SUCCESS_DELAY_MS = 500;
export const JOB_MATCH_PROGRESS_STEPS = [25, 50, 75, 95, 100] as const;
export const JOB_MATCH_RESULTS_DELAY_MS = 1000;
export const REWRITE_EXPECTED_TIME = '15-30 seconds';

/** An analysis this many days old with no hiring outcome is due a follow-up (prompt and follow-up card). */
export const FOLLOW_UP_AFTER_DAYS = 14;
/** After giving accuracy feedback, a person is not asked again for this many days (other analyses included). */
export const FEEDBACK_PROMPT_REST_DAYS = 7;
export const FEEDBACK_PROMPT_DELAY_MS = { immediate: 2000, delayed: 5000, follow_up: 1000 } as const;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const USEFULNESS_COMMENTS_MAX = 250;

/** CV score bands: 80+ Excellent, 60-79 Good, below 60 Needs Improvement. */
export const SCORE_BANDS = { excellent: 80, good: 60 } as const;
/** Score colours (prompt and match): 80+ green, 60+ yellow, else red. */
export const SCORE_COLOUR_THRESHOLDS = { green: 80, yellow: 60 } as const;
export const UPSELL_BELOW_SCORE = 75;
export const MAX_VERB_REPLACEMENTS_SHOWN = 5;

export const INDUSTRIES = [
  'technology',
  'healthcare',
  'finance',
  'education',
  'marketing',
  'engineering',
  'consulting',
  'retail',
  'manufacturing',
  'other',
] as const;
export const HIRING_OUTCOMES = ['hired', 'interviewed', 'rejected', 'withdrawn'] as const;
export const PROMPT_TIMINGS = ['immediate', 'delayed', 'follow_up'] as const;
export const USEFUL_PARTS = [
  'CV Formatting feedback',
  'Keyword alignment with job description',
  'Action verbs / Strength of language',
  'Overall scoring system',
  'Other',
] as const;
export const SUPPORT_SUBJECTS = ['Technical Issue', 'Billing', 'General', 'Other'] as const;
export const FEEDBACK_TYPES = ['Feature Request', 'Bug Report', 'General Comment'] as const;
export const MIN_MESSAGE_LENGTH = 10;
/** Server-side caps so a body can never grow without bound. */
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_JSON_BODY_BYTES = 256 * 1024;

export const SUPPORT_TIMEOUT_MS = 15_000;
export const PREMIUM_VERIFY_FIRST_MS = 1000;
export const PREMIUM_VERIFY_RETRY_MS = 2000;
export const SUBSCRIPTION_STALE_MS = 5 * 60 * 1000;
export const SUBSCRIPTION_GC_MS = 10 * 60 * 1000;

export const TOAST_MAX_VISIBLE = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const DATE_FORMAT = 'MMM d, yyyy';
export const MINIMUM_AGE = 18;
export const PRIVACY_EFFECTIVE = 'July 2025';
export const PRIVACY_EMAIL = 'privacy@cvmate.com.au';
export const SUPPORT_EMAIL = 'support@cvmate.com.au';

/** Free and visitor analyses per day; premium is unlimited. */
export const FREE_ANALYSES_PER_DAY = 3;
/** Support and feedback submissions per IP per 15 minutes. */
export const FORM_RATE_LIMIT = { windowMs: 15 * 60 * 1000, max: 10 } as const;
/** CV uploads per user (or visitor address) per hour: far above real use, far below a flood of hostile files. */
export const UPLOAD_RATE_LIMIT = { windowMs: 60 * 60 * 1000, max: 30 } as const;
/**
 * Premium work (match, rewrite, STAR drafts, downloads) per subscriber per hour: several times what a person applying
 * for jobs all day does, and a bound on what one account can make the service compute.
 */
export const PREMIUM_WORK_RATE_LIMIT = { windowMs: 60 * 60 * 1000, max: 240 } as const;

/** Retention (days or hours after last use); purged by the scheduled job and TTL. */
export const RETENTION = {
  uploadHours: 24,
  visitorUploadHours: 1,
  storedCvDays: 90,
  jobMatchDays: 30,
  jobDescriptionDays: 30,
} as const;

export const SESSION_COOKIE_NAME = '__session';
/** Five days: the longest a Firebase session cookie is worth keeping for a CV tool. */
export const SESSION_COOKIE_MAX_AGE_MS = 5 * 24 * 60 * 60 * 1000;
/** A session unused for this long ends (the cookie's 5 days are the most it can last). */
export const SESSION_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** How stale the last-activity record may get before a request refreshes it (one write per 10 minutes, not per request). */
export const ACTIVITY_WRITE_INTERVAL_MS = 10 * 60 * 1000;
/**
 * Not secret and not proof of anything: a readable cookie beside the httpOnly session cookie, so the SPA asks
 * /api/auth/user only when there may be a session (a visitor's page load then logs no 401).
 */
export const SIGNED_IN_HINT_COOKIE = 'cvmate_signed_in';

/**
 * The most text each route takes, with the words a person sees past it: a long real ad with its position description
 * runs to about 30,000 characters, a full set of criteria to a few thousand, a 1,000-word response to about 7,000.
 */
export const TEXT_LIMITS = {
  jobAd: {
    max: 100_000,
    message:
      'This job ad is longer than we can read (over 100,000 characters). Paste the ad and its selection criteria only.',
  },
  criteria: {
    max: 50_000,
    message: 'The selection criteria are longer than we can read (over 50,000 characters). Paste the criteria only.',
  },
  requirement: {
    max: 5_000,
    message: 'A criterion is longer than we can keep (over 5,000 characters). Shorten it and try again.',
  },
  response: {
    max: 20_000,
    message: 'A response is longer than we can put in a document (over 20,000 characters). Shorten it and try again.',
  },
  responses: { max: 50, message: 'We can put at most 50 responses in one document.' },
} as const;
