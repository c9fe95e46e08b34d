import { chatSessionId, DEVICE_TOKEN_HEADER, deviceTokenResponseSchema } from '@swiss/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFakeProvider } from '../../test/fake-provider.js';
import { useTestApp } from '../../test/test-app.js';

/** A real OpenAI-compatible server on 127.0.0.1; its captured requests are the prompts. */
const fake = useFakeProvider();
const ROUTE = '/v1/chat/completions';
const promptOf = (json: unknown) =>
  (json as { messages: { content: string }[] }).messages.map((m) => m.content).join('\n');

// The words the first visitor shares; none may reach a prompt made for anyone else.
const PRIVATE = 'My name is Annelies Vogt and I sleep in hotel room 4217.';
const PRIVATE_WORDS = ['Annelies', 'Vogt', '4217'];
const REPLY = 'Noted, thank you.';

describe('chat sessions belong to one visitor (LLM configured)', () => {
  const env: Record<string, string> = { LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '2000' };
  beforeAll(() => {
    env.LLM_BASE_URL = `${fake.origin}/v1`; // known once the fake server listens (its beforeAll ran first)
    fake.on(`POST ${ROUTE}`, (request, response) => {
      if ((request.json as { stream?: boolean }).stream) {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: REPLY } }] })}\n\n`);
        return void response.end('data: [DONE]\n\n');
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: REPLY } }] }));
    });
  });
  const ctx = useTestApp('pglite', { env });

  const deviceToken = async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/device' });
    return deviceTokenResponseSchema.parse(res.json()).device_token;
  };
  /** Asks about the Matterhorn and answers the prompt the fake model was sent for it. */
  const ask = async (
    message: string,
    sessionId: string,
    token: string | undefined,
    url = '/api/ai/chat',
  ): Promise<string> => {
    const before = fake.calls(ROUTE).length;
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: token ? { [DEVICE_TOKEN_HEADER]: token } : {},
      payload: { message, location_id: 'matterhorn', session_id: sessionId },
    });
    expect(res.statusCode).toBe(200);
    const calls = fake.calls(ROUTE);
    expect(calls).toHaveLength(before + 1);
    return promptOf(calls.at(-1)?.json);
  };
  const leaks = (prompt: string) => PRIVATE_WORDS.filter((word) => prompt.includes(word));

  it("keeps the first visitor's follow-ups, and gives none of them to a second visitor on the same place", async () => {
    const [first, second] = [await deviceToken(), await deviceToken()];
    const firstSession = chatSessionId('place_matterhorn_concierge', '11111111111111111111111111111111');
    const secondSession = chatSessionId('place_matterhorn_concierge', '22222222222222222222222222222222');

    await ask(PRIVATE, firstSession, first);
    // The first visitor's own follow-up has the context (sessions still work).
    expect(leaks(await ask('What time is breakfast?', firstSession, first))).toEqual(PRIVATE_WORDS);

    // The second visitor, with its own id, with the first visitor's exact id, streamed or not.
    expect(leaks(await ask('Who am I?', secondSession, second))).toEqual([]);
    expect(leaks(await ask('Who am I and where do I sleep?', firstSession, second))).toEqual([]);
    expect(leaks(await ask('Which room?', firstSession, second, '/api/ai/chat/stream'))).toEqual([]);
    // Without a device token, or with a forged one, there is no owner: no history at all.
    expect(leaks(await ask('Which room?', firstSession, undefined))).toEqual([]);
    expect(leaks(await ask('Which room?', firstSession, `${first.slice(0, -2)}xx`))).toEqual([]);
    // The second visitor's questions on that id did not extend the first visitor's conversation.
    const own = await ask('And lunch?', firstSession, first);
    expect(own).not.toContain('Who am I and where do I sleep?');
    expect(own).not.toContain('Which room?');
  });

  it('answers the older shared shape (place_{id}_concierge) as a fresh conversation every time', async () => {
    const token = await deviceToken();
    await ask(PRIVATE, 'place_matterhorn_concierge', token);
    expect(leaks(await ask('Who am I?', 'place_matterhorn_concierge', token))).toEqual([]);
  });
});
