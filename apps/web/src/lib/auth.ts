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
import { ApiError, getJson, postJson } from './api-client';
import { storage } from './storage';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** The bearer token, kept under the spec's key `token`. */
export const authToken = {
  get: (): string | null => storage.get(STORAGE_KEYS.token),
  set: (token: string): void => {
    storage.set(STORAGE_KEYS.token, token);
    notify();
  },
  clear: (): void => {
    storage.remove(STORAGE_KEYS.token);
    notify();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.token) notify();
  });
}

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
