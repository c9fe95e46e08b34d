import {
  aiChatRequestSchema,
  aiChatResponseSchema,
  DEVICE_TOKEN_HEADER,
  errorEnvelopeSchema,
  heritagePlaces,
  type AiChatRequest,
  type AiChatResponse,
  type Language,
} from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { HttpError } from '../../plugins/errors.js';
import { recordAiQuestion } from '../analytics/index.js';
import type { CatalogSnapshot } from '../catalog/index.js';
import type { ChatEngine, EngineAnswer, EngineInput } from './grounded-engine.js';
import type { LocationEngine, LocationReply } from './location/engine.js';
import { replyLanguage } from './retrieval/language.js';
import { sessionKey, type SessionStore, type Turn } from './sessions.js';
import {
  heritageKnowledge,
  placeKnowledge,
  quizKnowledge,
  sustainabilityKnowledge,
  type Knowledge,
} from './knowledge.js';

export interface AiRoutesOptions {
  rateLimitMax: number;
  engine: ChatEngine;
  sessions: SessionStore;
  /** AIRA's answers at a position (`location` without a place, quiz, filter or topic); issue 23. */
  location?: LocationEngine | undefined;
}

/** A parsed request: the language has its default. */
type ChatBody = AiChatRequest & { language: Language };

// Nearby places the place knowledge lists (the page's "Nearby & Pairings" shows as many).
const NEARBY = 6;

/** The context comes from our own catalog, never from the request's text; in the reply language. */
function knowledgeFor(catalog: CatalogSnapshot, body: ChatBody, lang: Language): Knowledge {
  if (body.location_id !== undefined) {
    const place = catalog.place(lang, body.location_id);
    if (!place) throw new HttpError(404, 'NOT_FOUND', `No place with id "${body.location_id}"`);
    return placeKnowledge(place, lang, catalog.nearby(lang, body.location_id, NEARBY) ?? []);
  }
  if (body.question_id !== undefined) {
    const question = catalog.v2Quiz(lang).find((q) => q.id === body.question_id);
    if (!question) throw new HttpError(404, 'NOT_FOUND', `No quiz question with id "${body.question_id}"`);
    return quizKnowledge(question, lang);
  }
  if (body.heritage_filter !== undefined)
    return heritageKnowledge(heritagePlaces(catalog.all(lang), body.heritage_filter), body.heritage_filter, lang);
  if (body.topic === 'sustainability') return sustainabilityKnowledge(catalog.all(lang), lang);
  throw new HttpError(
    400,
    'VALIDATION_ERROR',
    'Name what to ask about: location_id, question_id, heritage_filter, topic or location',
    [
      {
        field: 'location_id',
        message: 'one of location_id, question_id, heritage_filter, topic or location is required',
      },
    ],
  );
}

/** What the engine is asked: the reply language (a chip's text is in the UI language), the knowledge in it. */
function engineInput(catalog: CatalogSnapshot, body: ChatBody, history: Turn[]): EngineInput {
  const language = body.intent ? body.language : replyLanguage(body.message, body.language);
  return {
    question: body.message,
    language,
    knowledge: knowledgeFor(catalog, body, language),
    history,
    intent: body.location_id !== undefined ? body.intent : undefined,
  };
}

/** A question asked at a position about nothing else: answered from what we know there (issue 23). */
type PositionBody = ChatBody & { location: NonNullable<ChatBody['location']> };
const atPosition = (body: ChatBody): body is PositionBody =>
  body.location !== undefined &&
  body.location_id === undefined &&
  body.question_id === undefined &&
  body.heritage_filter === undefined &&
  body.topic === undefined;

const routes: FastifyPluginAsyncZod<AiRoutesOptions> = async (app, options) => {
  const { engine, sessions } = options;
  // A conversation belongs to the device whose signed token created it (sessions.ts): another
  // device sending the same session id gets its own, empty one, so the UI keeps working for both.
  const sessionOf = (request: FastifyRequest, sessionId: string | undefined) =>
    sessionKey(app.deviceTokens.verify(request.headers[DEVICE_TOKEN_HEADER]), sessionId);
  // Usage counts (answered or fallback, reply language) must never cost the visitor their answer.
  const count = (answer: EngineAnswer, language: Language, log: FastifyBaseLogger) =>
    recordAiQuestion(app.database.db, { isFallback: answer.isFallback, language }).catch((error: unknown) =>
      log.warn({ err: error }, 'AI question not counted'),
    );
  // Per device with a token, else per address; requests with tokens also meet the address's AI ceiling.
  const limited = { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' }, addressCeiling: 'ai' as const };
  const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema };

  app.post(
    '/api/ai/chat',
    {
      schema: {
        summary: 'Ask the guide about a place, a quiz question, a heritage filter or sustainability',
        tags: ['ai'],
        body: aiChatRequestSchema,
        response: { 200: aiChatResponseSchema, ...errors },
      },
      config: limited,
    },
    async (request) => answerChat(app, options, request, request.body),
  );

  app.post(
    '/api/ai/chat/stream',
    {
      schema: {
        summary: 'The same answer as server-sent events: "text" (the answer so far), then "done" (the full response)',
        tags: ['ai'],
        body: aiChatRequestSchema,
        response: { ...errors },
      },
      config: limited,
    },
    async (request, reply) => {
      const body = request.body;
      const session = sessionOf(request, body.session_id);
      // Bad input still gets the JSON envelope: the context is read before the stream starts.
      const located = atPosition(body) && options.location ? { body, engine: options.location } : undefined;
      const input = located ? undefined : engineInput(app.catalog, body, sessions.history(session));
      reply.hijack();
      // The security headers the hooks already set on the reply, which hijacking would otherwise drop.
      const headers = Object.fromEntries(
        Object.entries(reply.getHeaders()).filter(
          (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
        ),
      );
      reply.raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      const send = (event: 'text' | 'done', data: unknown) =>
        reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      try {
        // The answer at a position is composed at once (and checked whole when a model words it): one "done".
        const { answer, language } = located
          ? await askAt(located.engine, located.body).then((r) => ({ answer: r, language: r.language }))
          : input
            ? {
                answer: engine.stream
                  ? await engine.stream(input, (text) => send('text', { text }))
                  : await engine.answer(input),
                language: input.language,
              }
            : (() => {
                throw new Error('unreachable: no engine input');
              })();
        sessions.append(session, { question: body.message, answer: answer.text });
        send('done', toResponse(answer, language));
        await count(answer, language, request.log);
      } catch (error) {
        request.log.error({ err: error }, 'AI stream failed');
      } finally {
        reply.raw.end();
      }
    },
  );
};

/** What answerChat needs: this plugin's options but its rate limit. */
export type ChatDependencies = Omit<AiRoutesOptions, 'rateLimitMax'>;

/**
 * POST /api/ai/chat's answer to one request: the turn kept in the device's conversation and counted.
 * AIRA's realtime voice (modules/voice) answers with it too, so a spoken question gets the typed one's answer.
 */
export async function answerChat(
  app: FastifyInstance,
  { engine, sessions, location }: ChatDependencies,
  request: FastifyRequest,
  body: ChatBody,
): Promise<AiChatResponse> {
  const session = sessionKey(app.deviceTokens.verify(request.headers[DEVICE_TOKEN_HEADER]), body.session_id);
  if (location && atPosition(body)) {
    const reply = await askAt(location, body);
    sessions.append(session, { question: body.message, answer: reply.text });
    await recordAiQuestion(app.database.db, { isFallback: reply.isFallback, language: reply.language }).catch(
      (error: unknown) => request.log.warn({ err: error }, 'AI question not counted'),
    );
    return toResponse(reply, reply.language);
  }
  const input = engineInput(app.catalog, body, sessions.history(session));
  const answer = await engine.answer(input);
  sessions.append(session, { question: body.message, answer: answer.text });
  await recordAiQuestion(app.database.db, { isFallback: answer.isFallback, language: input.language }).catch(
    (error: unknown) => request.log.warn({ err: error }, 'AI question not counted'),
  );
  return toResponse(answer, input.language);
}

/** A question at a position, answered from what we know there. */
function askAt(engine: LocationEngine, body: PositionBody): Promise<LocationReply> {
  return engine.answer({
    question: body.message,
    uiLanguage: body.language,
    location: body.location,
    contextType: body.context_type,
  });
}

function toResponse(answer: EngineAnswer, language: Language): AiChatResponse {
  return { status: 'success', response: answer.text, language, isFallback: answer.isFallback, sources: answer.sources };
}

export const aiRoutes = fp(routes, {
  name: 'ai-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'database', 'catalog-snapshot'],
  decorators: { fastify: ['database', 'catalog', 'deviceTokens'] },
});
