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
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { HttpError } from '../../plugins/errors.js';
import { recordAiQuestion } from '../analytics/index.js';
import type { CatalogSnapshot } from '../catalog/index.js';
import type { ChatEngine, EngineAnswer } from './grounded-engine.js';
import { sessionKey, type SessionStore } from './sessions.js';
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

/** The context comes from our own catalog, never from the request's text. */
function knowledgeFor(
  catalog: CatalogSnapshot,
  body: Required<Pick<AiChatRequest, 'language'>> & AiChatRequest,
): Knowledge {
  const lang: Language = body.language;
  if (body.location_id !== undefined) {
    const place = catalog.place(lang, body.location_id);
    if (!place) throw new HttpError(404, 'NOT_FOUND', `No place with id "${body.location_id}"`);
    return placeKnowledge(place, lang);
  }
  if (body.question_id !== undefined) {
    const question = catalog.v2Quiz(lang).find((q) => q.id === body.question_id);
    if (!question) throw new HttpError(404, 'NOT_FOUND', `No quiz question with id "${body.question_id}"`);
    return quizKnowledge(question);
  }
  if (body.heritage_filter !== undefined)
    return heritageKnowledge(heritagePlaces(catalog.all(lang), body.heritage_filter), body.heritage_filter);
  if (body.topic === 'sustainability') return sustainabilityKnowledge(catalog.all(lang));
  throw new HttpError(
    400,
    'VALIDATION_ERROR',
    'Name what to ask about: location_id, question_id, heritage_filter or topic',
    [{ field: 'location_id', message: 'one of location_id, question_id, heritage_filter or topic is required' }],
  );
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
      const knowledge = knowledgeFor(app.catalog, body);
      const session = sessionOf(request, body.session_id);
      const history = sessions.history(session);
      const answer = await engine.answer({ question: body.message, language: body.language, knowledge, history });
      sessions.append(session, { question: body.message, answer: answer.text });
      await count(answer, body.language, request.log);
      return toResponse(answer, body.language);
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
      const knowledge = knowledgeFor(app.catalog, body); // bad input still gets the JSON envelope
      const session = sessionOf(request, body.session_id);
      const history = sessions.history(session);
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
      const input = { question: body.message, language: body.language, knowledge, history };
      try {
        const answer = engine.stream
          ? await engine.stream(input, (text) => send('text', { text }))
          : await engine.answer(input);
        sessions.append(session, { question: body.message, answer: answer.text });
        send('done', toResponse(answer, body.language));
        await count(answer, body.language, request.log);
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
