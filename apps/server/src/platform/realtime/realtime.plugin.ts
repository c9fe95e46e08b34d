import { randomBytes } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** This server instance's id: presence rows name the instance holding a connection. */
    instanceId: string;
  }
}

/**
 * Hard ceiling of one WebSocket frame, far above what any route accepts: ws closes the connection
 * (1009) only beyond it. Below it, realtime routes answer oversized frames with an error frame and
 * keep the connection (connection.ts), as the contract asks.
 */
export const HARD_MAX_FRAME_BYTES = 64 * 1024;

/**
 * The realtime layer's base: @fastify/websocket registered once for the whole app (routes are
 * added with `realtimeRoute`, connection.ts). Not encapsulated, so every route plugin sees it.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(websocket, {
      options: { maxPayload: HARD_MAX_FRAME_BYTES, perMessageDeflate: false },
    });
    app.decorate('instanceId', randomBytes(8).toString('base64url'));
  },
  { name: 'realtime' },
);
