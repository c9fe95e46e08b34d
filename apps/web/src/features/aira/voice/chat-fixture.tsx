import type { AiChatRequest, AiChatResponse, AiraVoicesResponse } from '@swiss/contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ChatTransport } from '../../../lib/chat/use-chat';
import { createQueryClient } from '../../../lib/query-client';

/**
 * For tests: a query client that already knows what the server can do for voice (GET
 * /api/tts/voices/enhanced at `base`): none of its own voices, no speech output, speech to text as
 * `stt` says (present by default). The chats then render without asking a server.
 */
export function voicesClient({ base = '', stt = true }: { base?: string; stt?: boolean } = {}): QueryClient {
  const client = createQueryClient();
  client.setQueryData(['aira-voices', base], {
    status: 'success',
    voices: [],
    default_voice_id: 'rachel',
    tts_available: false,
    stt_available: stt,
  } satisfies AiraVoicesResponse);
  return client;
}

/** Renders `node` under `client` (tests). */
export function renderWithClient(client: QueryClient, node: ReactNode) {
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

/** For tests: a chat transport answered by hand, keeping what was asked. */
export function manualText() {
  const calls: { request: AiChatRequest; resolve: (r: AiChatResponse) => void; reject: (e: unknown) => void }[] = [];
  const transport: ChatTransport = (request) =>
    new Promise((resolve, reject) => {
      calls.push({ request, resolve, reject });
    });
  return { transport, calls };
}
