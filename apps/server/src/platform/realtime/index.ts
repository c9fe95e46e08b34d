export { realtimePlugin, HARD_MAX_FRAME_BYTES } from './realtime.plugin.js';
export { realtimeRoute, RealtimeConnection, type RealtimeErrorCode, type RealtimeRouteOptions } from './connection.js';
export { TokenBucket } from './token-bucket.js';
