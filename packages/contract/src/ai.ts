import * as z from 'zod/mini';
import { languageSchema } from './languages.js';

/** The Old vs New filter chips (spec order); `green` = sustainability score above 75. */
export const HERITAGE_FILTERS = ['all', 'unesco', 'crafts', 'green', 'architecture', 'transport'] as const;
export const heritageFilterSchema = z.enum(HERITAGE_FILTERS);
export type HeritageFilter = z.infer<typeof heritageFilterSchema>;

/** Topics of the chats that are not about one place. */
export const AI_TOPICS = ['sustainability'] as const;

export const AI_MESSAGE_MAX_CHARS = 1000;
/** Replies stay under this many words (spec: the place chat asked for under 100). */
export const AI_REPLY_MAX_WORDS = 100;

/** Room for a spec prefix with a place id of up to 100 characters plus the device part. */
export const AI_SESSION_ID_MAX_CHARS = 200;
/** The device part: the web app's random device id (128 bits as 32 lowercase hex digits). */
const SESSION_DEVICE_PART = /_[0-9a-f]{32}$/;

/**
 * A chat session id: the spec's prefix (`place_{id}_concierge`, `heritage_{filter}`, `sustainability`,
 * `quiz_{id}`) plus this device's random part, so two visitors of one place never name one conversation.
 */
export function chatSessionId(prefix: string, devicePart: string): string {
  return `${prefix}_${devicePart}`;
}

/**
 * Whether a session id has the device part. The server keeps history only for these (and only for
 * the device that created them): the older shapes, shared by every visitor of a place, are answered
 * as a fresh conversation each time, so a still-cached old web app keeps working without leaking.
 */
export function hasSessionDevicePart(sessionId: string): boolean {
  return SESSION_DEVICE_PART.test(sessionId);
}

/**
 * POST /api/ai/chat (spec section 7). `message` is only the visitor's question: the server builds the
 * context itself from the place, quiz question, heritage filter or topic named here.
 */
/** The place page's quick-ask chips: each is answered from its own section of the page. */
export const CHAT_INTENTS = ['gettingThere', 'bestTime', 'history', 'sustainable', 'photos', 'events'] as const;
export const chatIntentSchema = z.enum(CHAT_INTENTS);
export type ChatIntent = z.infer<typeof chatIntentSchema>;

/** Where a question was asked from, for the reply's length (the maps assistant: under 80 words). */
export const AI_CONTEXT_TYPES = ['maps_navigation'] as const;

/** The visitor's position as AIRA sends it (spec §7: lat, lng, city, address). */
export const aiLocationSchema = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
  city: z.optional(z.string().check(z.maxLength(200))),
  address: z.optional(z.string().check(z.maxLength(300))),
});
export type AiLocation = z.infer<typeof aiLocationSchema>;

/** A visitor's question to the AI, as every chat endpoint takes it. */
export const aiMessageSchema = z
  .string({ error: 'message is required' })
  .check(
    z.trim(),
    z.minLength(1, 'message must not be blank'),
    z.maxLength(AI_MESSAGE_MAX_CHARS, `message must be at most ${AI_MESSAGE_MAX_CHARS} characters`),
  );

/** A chat session id as every chat and voice endpoint takes it. */
export const aiSessionIdSchema = z
  .string()
  .check(
    z.regex(
      new RegExp(`^[A-Za-z0-9_:.-]{1,${AI_SESSION_ID_MAX_CHARS}}$`),
      `session_id: letters, digits and _ : . - only, at most ${AI_SESSION_ID_MAX_CHARS}`,
    ),
  );

export const aiChatRequestSchema = z.strictObject({
  message: aiMessageSchema,
  /** `{spec prefix}_{device part}` (chatSessionId); older shapes are accepted but keep no history. */
  session_id: z.optional(aiSessionIdSchema),
  /** The visitor's UI language: the reply follows the question's own language when it is clear. */
  language: z._default(languageSchema, 'en'),
  /** A quick-ask chip (place chats only): the answer comes from that section of the page. */
  intent: z.optional(chatIntentSchema),
  /** A place id: the concierge and the place chat answer from this place's data. */
  location_id: z.optional(z.string().check(z.maxLength(100))),
  /** Sent by the old client; never trusted, the server reads the place itself. */
  place_context: z.optional(
    z.object({
      title: z.optional(z.string().check(z.maxLength(200))),
      type: z.optional(z.string().check(z.maxLength(100))),
      category: z.optional(z.string().check(z.maxLength(100))),
      keywords: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(20))),
    }),
  ),
  heritage_filter: z.optional(heritageFilterSchema),
  /** A quiz question id: the tutor answers from its insight and fun fact. */
  question_id: z.optional(z.string().check(z.maxLength(100))),
  topic: z.optional(z.enum(AI_TOPICS)),
  /**
   * AIRA's assistants: where the visitor is. Answered from what we know at that position (nearby
   * points of interest and their hours, our places, the city, weather, stops), each fact cited.
   */
  location: z.optional(aiLocationSchema),
  /** The maps assistant: replies stay under AIRA_VOICE.mapsReplyMaxWords (80). */
  context_type: z.optional(z.enum(AI_CONTEXT_TYPES)),
});
export type AiChatRequest = z.input<typeof aiChatRequestSchema>;

export const aiChatResponseSchema = z.object({
  status: z.literal('success'),
  response: z.string(),
  /** The language of the reply (the question's, else the UI language). */
  language: languageSchema,
  /** True when the engine could not answer from our data and says so, or a canned text was used. */
  isFallback: z.boolean(),
  /** Where the answer came from (place pages), for the source link. */
  sources: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type AiChatResponse = z.infer<typeof aiChatResponseSchema>;

/** POST /api/ai/chat/stream sends "text" events (the answer so far), then one "done" (the full response). */
export const aiStreamTextSchema = z.object({ text: z.string() });

const FENCED_CODE = /```[\s\S]*?```/g;
const INLINE_CODE = /`[^`]*`/g;
const URLS = /\b(?:https?:\/\/|www\.)[^\s()<>[\]{}]*[^\s()<>[\]{}.,;:!?]/gi;
const PARENTHESES = /\s*[([{]([^)\]}]*)[)\]}]/g;
// Letters, digits, whitespace, sentence punctuation and a few units stay; every other symbol goes.
// "&" stays: the page's section names ("History & Culture") are quoted in answers.
const SYMBOLS = /[^\p{L}\p{M}\p{N}\s.,;:!?'’"«»„“”\-–°%/&]/gu;

/**
 * AI answers are stripped of code, brackets, URLs and symbols before they are shown or spoken
 * (spec section 5). A bracketed aside keeps its words: "Lake Geneva (Lac Léman)" -> "Lake Geneva, Lac Léman".
 */
export function sanitizeAiText(text: string): string {
  return text
    .replace(FENCED_CODE, ' ')
    .replace(INLINE_CODE, ' ')
    .replace(URLS, ' ')
    .replace(PARENTHESES, (_match, inner: string) => (inner.trim() ? `, ${inner.trim()},` : ''))
    .replace(SYMBOLS, ' ')
    .replace(/,\s*([.,;:!?])/g, '$1')
    .replace(/[ \t]+/g, ' ')
    .replace(/ +([.,;:!?])/g, '$1')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
    .replace(/,$/, '.');
}
