import * as z from 'zod/mini';

/**
 * A signed anonymous device token (POST /api/device): a random id, its issue time and a MAC. It
 * only keys the rate limits of costly calls (AI, voice, search), so that a hall of visitors behind
 * one address does not share one visitor's allowance. Nothing is stored on the server, and it is
 * never part of analytics (README, Privacy).
 */
export const DEVICE_TOKEN_HEADER = 'x-device-token';

export const deviceTokenResponseSchema = z.object({
  status: z.literal('success'),
  device_token: z.string(),
  expires_at: z.string(),
});
export type DeviceTokenResponse = z.infer<typeof deviceTokenResponseSchema>;
