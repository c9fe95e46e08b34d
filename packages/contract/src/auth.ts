import * as z from 'zod/mini';

export const USER_ROLES = ['user', 'admin'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

/** Limits of accounts: long enough for passphrases, short enough to bound hashing work. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;
/** A session lasts this long; the user signs in again afterwards. */
export const TOKEN_TTL_HOURS = 12;
/** Failed sign-ins allowed per account and per address within the window before a 429. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_IP = 20;
export const LOGIN_WINDOW_MINUTES = 15;
/**
 * Past the limit, a key waits before its next attempt: first this long, doubling with each attempt
 * made, up to the cap. Never a block without end, so an attacker cannot lock the owner out.
 */
export const LOGIN_DELAY_FIRST_MINUTES = 1;
export const LOGIN_DELAY_MAX_MINUTES = 15;

export const emailSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH)),
    z.email({ message: 'Enter a valid email address' }),
  ),
  z.transform((e) => e.toLowerCase()),
);

export const loginRequestSchema = z.object({
  email: emailSchema,
  // Sign-in never checks the minimum length: an older, shorter password must still get a clear answer.
  password: z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: userRoleSchema,
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({
  status: z.literal('success'),
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_at: z.string(),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ status: z.literal('success'), user: userSchema });
export const logoutResponseSchema = z.object({ status: z.literal('success') });

export const AUTH_MESSAGES = {
  invalidCredentials: 'Email or password is incorrect.',
  signInRequired: 'Sign in to continue.',
  sessionExpired: 'Your session has expired. Sign in again.',
  adminOnly: 'Only administrators can do this.',
  tooManyAttempts: (minutes: number) =>
    `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;
