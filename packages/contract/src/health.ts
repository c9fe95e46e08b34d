import * as z from 'zod/mini';

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readyResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
