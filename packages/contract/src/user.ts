import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_EMAIL_LENGTH } from './constants';
import { VALIDATION } from './messages';

/** GET /api/auth/user */
export const userSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** Sign-up form (client) and the profile the server stores with the first session. */
export const signUpSchema = z.object({
  firstName: z.string().trim().min(1, VALIDATION.firstNameRequired).max(MAX_NAME_LENGTH),
  lastName: z.string().trim().max(MAX_NAME_LENGTH),
  email: z.email(VALIDATION.emailRequired).max(MAX_EMAIL_LENGTH),
  password: z.string().min(8, VALIDATION.passwordMin).max(128),
  confirmAge: z.literal(true, VALIDATION.ageConfirm),
});
export type SignUpInput = z.infer<typeof signUpSchema>;
export const signUpDefaults: SignUpInput = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmAge: false as unknown as true,
};

export const signInSchema = z.object({
  email: z.email(VALIDATION.emailRequired),
  password: z.string().min(1, VALIDATION.required),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** "Forgot password?": the e-mail to send a reset link to. */
export const passwordResetRequestSchema = z.object({ email: z.email(VALIDATION.emailRequired).max(MAX_EMAIL_LENGTH) });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The new password chosen from a reset link: the same rule as at sign-up. */
export const newPasswordSchema = z.object({ password: signUpSchema.shape.password });
export type NewPassword = z.infer<typeof newPasswordSchema>;

/** POST /api/session: exchange a Firebase ID token for the __session cookie. */
export const sessionRequestSchema = z.object({
  idToken: z.string().min(1).max(8192),
  profile: z
    .object({
      firstName: z.string().trim().min(1).max(MAX_NAME_LENGTH),
      lastName: z.string().trim().max(MAX_NAME_LENGTH),
      acceptedTerms: z.literal(true),
    })
    .optional(),
});
export type SessionRequest = z.infer<typeof sessionRequestSchema>;
export const sessionResponseSchema = z.object({ success: z.literal(true) });
