/** User-facing words (docs/product.md §5, §8), in Australian English. Error codes map to words here and nowhere else. */
import { MAX_CV_BYTES, RETENTION } from './constants';

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
  'no_criteria',
  'already_subscribed',
  'upload_incomplete',
  'payments_not_configured',
  'feedback_exists',
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
  already_subscribed:
    'You already have Premium, so we haven’t started another subscription. To change or cancel it, open Manage subscription on your Account page.',
  upload_incomplete: 'The upload was cut off before it finished. Please try again.',
  no_criteria:
    'We couldn’t find selection criteria in the position requirements. Put each criterion on its own line or number them, then try again.',
  payments_not_configured: 'Payments are not configured',
  feedback_exists: 'You’ve already given feedback on this analysis. Thank you!',
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

/** The feedback surfaces on the CV Review Report (docs/product.md §2, §8). */
export const ANALYSIS_FEEDBACK_WORDS = {
  promptTitle: 'How accurate was this analysis?',
  promptBody: 'Tell us in 30 seconds how well the score and advice fit your CV. It helps us make CVMate better.',
  giveFeedback: 'Give Feedback',
  dismiss: 'Dismiss',
  ratingsRequiredTitle: 'Ratings required',
  ratingsRequired: 'Please provide ratings for AI accuracy and score accuracy.',
  submitFailedTitle: 'Failed to submit feedback',
  submitFailed: 'Please try again.',
  thanks: 'Thank you for your feedback!',
  thanksBody: 'Your feedback helps us improve the product for you.',
  outcomeFailed: 'Failed to update outcome',
  outcomeThanks: 'Thank you for the update!',
  updateOutcome: 'Update Application Outcome',
  ratingRequiredTitle: 'Rating required',
  ratingRequired: 'Please provide a rating for how useful the CV analysis was.',
  commentsTooLongTitle: 'Comments too long',
  commentsTooLong: 'Comments must be 250 characters or less.',
  usefulnessFailedDefault: 'Feedback could not be saved. Please try again later.',
} as const;

/** Hiring outcomes and industries as a person reads them (the stored values are the contract's lower-case words). */
export const HIRING_OUTCOME_LABELS = {
  hired: 'Hired',
  interviewed: 'Interviewed',
  rejected: 'Not successful',
  withdrawn: 'Withdrew my application',
} as const;

/**
 * What happens to an uploaded CV, said the same way everywhere (footer, upload screen, account, privacy): the
 * product's footer sentence, then what it means in full.
 */
export const PRIVACY_FOOTER = 'Uploads are secure and automatically deleted after use.';
export const PRIVACY_DETAIL = `We never store your original file. The text of a saved CV is kept until you delete it or ${RETENTION.storedCvDays} days after you last use it; the text of an unsaved upload is deleted after ${RETENTION.uploadHours} hours.`;

/** Job matching and the rewrite (docs/product.md §2, §5, §8). */
export const JOB_MATCH_WORDS = {
  step1: 'Step 1: Select Your CV',
  step2: 'Step 2: Add Job Description',
  stored: (n: number) => `${n}/10 CVs stored`,
  analysed: 'Analyzed',
  pending: 'Pending',
  pasteTab: 'Paste Text',
  uploadTab: 'Upload .docx',
  analyseMatch: 'Analyze Match',
  changeCv: 'Change CV',
  startOver: 'Start Over',
  missingCvTitle: 'Missing CV',
  missingCv: 'Please select a CV first.',
  missingJobTitle: 'Missing Job Description',
  missingJob: 'Please upload a Word document or paste the job description text before continuing.',
  signInTitle: 'Sign in required',
  signIn: 'Please sign in to use job matching.',
  premiumTitle: 'Premium feature',
  premium: 'Job matching requires a premium subscription.',
  jobUploaded: 'Job description uploaded',
  jobUploadFailedDefault: 'Failed to process job description file.',
  analysisFailed: 'Analysis failed',
  analysisFailedDefault: 'Failed to analyze job match',
  progress: {
    upload: 'Uploading and analysing your CV...',
    selected: 'Using your selected CV...',
    compare: 'Comparing with job requirements...',
    insights: 'Generating insights...',
    done: 'Analysis complete!',
  },
  analyseAnother: 'Analyze Another Job',
  improve: 'Improve CV for This Job',
  optimising: 'Optimizing your CV for this job. This may take 15-30 seconds.',
  improveFailed: 'Improvement failed',
  improveFailedDefault: 'Failed to improve CV',
  improved: 'CV improved successfully!',
  missingSessionTitle: 'Error',
  missingSession: 'Missing session data for CV improvement',
  rewriteDone: 'CV Rewrite Complete',
  optimisedTab: 'Optimized Version',
  originalTab: 'Original Version',
  summaryUnknown: 'Improvement summary format not recognized.',
  summaryPending: 'CV improvement details are being processed...',
  downloadPdf: 'Download PDF',
  downloadWord: 'Download Word',
  downloadOk: 'Download successful',
  downloadFailed: 'Download failed',
  downloadFailedDefault: 'Failed to download CV.',
  backToAnalysis: 'Back to Analysis',
  startNew: 'Start New Analysis',
  relevance: { good: 'Good Match', partial: 'Partial Match', low: 'Low Match' } as Record<string, string>,
  relevanceUnknown: 'Unknown',
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
