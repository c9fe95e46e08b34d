/**
 * Presence: a participant is in a room while some instance holds their connection and refreshes
 * the row's last_seen (every HEARTBEAT_MS). An instance that dies stops refreshing: its rows stop
 * counting after PRESENCE_TIMEOUT_S, so a crash never leaves a room "full" for long.
 */
export const HEARTBEAT_MS = 15_000;
export const PRESENCE_TIMEOUT_S = 45;
