import {
  loginResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
  STORAGE_KEYS,
  type LoginRequest,
  type User,
} from '@swiss/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { ApiError, getJson, postJson } from './api-client';
import { defineDeviceStore } from './device-store';

const tokenStore = defineDeviceStore<string | null>({
  key: STORAGE_KEYS.token,
  format: 'text',
  schema: z.string().check(z.minLength(1)),
  fallback: null,
});

/** The bearer token, kept bare under the spec's key `token` (signing in or out in one tab follows in all). */
export const authToken = {
  get: (): string | null => tokenStore.get(),
  set: (token: string): void => tokenStore.set(token),
  clear: (): void => tokenStore.clear(),
  subscribe: tokenStore.subscribe,
};

export const SESSION_QUERY_KEY = ['auth', 'me'] as const;

export interface Session {
  token: string | null;
  user: User | null;
  isLoading: boolean;
}

/**
 * The signed-in user, fetched on load when a token is kept. A token the server no longer accepts
 * is removed (spec); a network failure keeps it, so a weak connection does not sign anyone out.
 */
export function useSession(): Session {
  const token = useSyncExternalStore(authToken.subscribe, authToken.get, () => null);
  const query = useQuery({
    queryKey: [...SESSION_QUERY_KEY, token],
    enabled: token !== null,
    retry: false,
    staleTime: 5 * 60 * 1000,
    queryFn: async ({ signal }) => {
      try {
        return (await getJson('/api/auth/me', meResponseSchema, { signal, token: token ?? undefined })).user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) authToken.clear();
        throw error;
      }
    },
  });
  return { token, user: query.data ?? null, isLoading: token !== null && query.isPending };
}

export async function signIn(credentials: LoginRequest): Promise<User> {
  const body = await postJson('/api/auth/login', credentials, loginResponseSchema);
  authToken.set(body.access_token);
  return body.user;
}

/** Revokes the token on the server (best effort) and forgets it here either way. */
export function useSignOut(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    const token = authToken.get();
    authToken.clear();
    client.removeQueries({ queryKey: SESSION_QUERY_KEY });
    if (token) await postJson('/api/auth/logout', {}, logoutResponseSchema, { token }).catch(() => undefined);
  }, [client]);
}
