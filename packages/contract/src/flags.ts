import * as z from 'zod/mini';

export const featureFlagsResponseSchema = z.object({
  status: z.literal('success'),
  flags: z.record(z.string(), z.boolean()),
});
export type FeatureFlagsResponse = z.infer<typeof featureFlagsResponseSchema>;

export const FLAG_KEY_PATTERN = /^[a-z][a-z0-9_]{1,63}$/;

/** A flag as the admin dashboard lists it. */
export const adminFlagSchema = z.object({
  key: z.string(),
  enabled: z.boolean(),
  description: z.string(),
  updated_at: z.string(),
});
export type AdminFlag = z.infer<typeof adminFlagSchema>;
export const adminFlagsResponseSchema = z.object({ status: z.literal('success'), flags: z.array(adminFlagSchema) });
export const adminFlagParamsSchema = z.object({ key: z.string().check(z.regex(FLAG_KEY_PATTERN, 'Unknown flag key')) });
export const adminFlagUpdateSchema = z.object({ enabled: z.boolean() });
export const adminFlagResponseSchema = z.object({ status: z.literal('success'), flag: adminFlagSchema });
