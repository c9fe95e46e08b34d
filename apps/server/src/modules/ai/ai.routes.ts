import { distanceKm } from '@swiss/content';
import {
  AI_POSITION_RADIUS_KM,
  aiChatRequestSchema,
  aiChatResponseSchema,
  DEVICE_TOKEN_HEADER,
  errorEnvelopeSchema,
  heritagePlaces,
  type AiChatRequest,
  type AiChatResponse,
  type Language,
  type Place,
} from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { HttpError } from '../../plugins/errors.js';
import { recordAiQuestion } from '../analytics/index.js';
import type { CatalogSnapshot } from '../catalog/index.js';
import type { ChatEngine, EngineAnswer, EngineInput } from './grounded-engine.js';
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
}

/** A parsed request: the language has its default. */
type ChatBody = AiChatRequest & { language: Language };

// Nearby places the place knowledge lists (the page's "Nearby & Pairings" shows as many).
const NEARBY = 6;

/**
 * The nearest of our places to a position within AI_POSITION_RADIUS_KM, or null. Until AIRA's
 * assistant is grounded in the position's own points of interest (issue 23), a question asked on the
 * map is answered from the page of the place the visitor is at or near, which the reply cites.
 */
function nearestPlaceId(places: readonly Place[], at: { lat: number; lng: number }): string | null {
  let best: { id: string; km: number } | null = null;
  for (const place of places) {
    const km = distanceKm(at, place.coordinates);
    if (km <= AI_POSITION_RADIUS_KM && (best === null || km < best.km)) best = { id: place.id, km };
  }
  return best?.id ?? null;
}

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
  if (body.position !== undefined) {
    const id = nearestPlaceId(catalog.all(lang), body.position);
    if (id === null)
      throw new HttpError(
        404,
        'NOT_FOUND',
        `None of our places lies within ${AI_POSITION_RADIUS_KM} km of this position`,
      );
    return knowledgeFor(catalog, { ...body, position: undefined, location_id: id }, lang);
  }
  throw new HttpError(
    400,
    'VALIDATION_ERROR',
    'Name what to ask about: location_id, question_id, heritage_filter, topic or position',
    [
      {
        field: 'location_id',
        message: 'one of location_id, question_id, heritage_filter, topic or position is required',
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
    async (request) => {
      const body = request.body;
      const session = sessionOf(request, body.session_id);
      const input = engineInput(app.catalog, body, sessions.history(session));
      const answer = await engine.answer(input);
      sessions.append(session, { question: body.message, answer: answer.text });
      await count(answer, input.language, request.log);
      return toResponse(answer, input.language);
    },
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
      const input = engineInput(app.catalog, body, sessions.history(session)); // bad input still gets the JSON envelope
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
        const answer = engine.stream
          ? await engine.stream(input, (text) => send('text', { text }))
          : await engine.answer(input);
        sessions.append(session, { question: body.message, answer: answer.text });
        send('done', toResponse(answer, input.language));
        await count(answer, input.language, request.log);
      } catch (error) {
        request.log.error({ err: error }, 'AI stream failed');
      } finally {
        reply.raw.end();
      }
    },
  );
};

function toResponse(answer: EngineAnswer, language: Language): AiChatResponse {
  return { status: 'success', response: answer.text, language, isFallback: answer.isFallback, sources: answer.sources };
}

export const aiRoutes = fp(routes, {
  name: 'ai-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'database', 'catalog-snapshot'],
  decorators: { fastify: ['database', 'catalog', 'deviceTokens'] },
});
