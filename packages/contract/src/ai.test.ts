import { describe, expect, it } from 'vitest';
import { aiChatRequestSchema, chatSessionId, hasSessionDevicePart, sanitizeAiText } from './ai.js';

describe('sanitizeAiText', () => {
  it('removes code, URLs and symbols and keeps the words of bracketed asides', () => {
    expect(sanitizeAiText('See **Lake Geneva** (Lac Léman) at https://example.com/x now! `rm -rf` 🎉')).toBe(
      'See Lake Geneva, Lac Léman, at now!',
    );
    expect(sanitizeAiText('Fenced:\n```js\nalert(1)\n```\nDone.')).toBe('Fenced:\nDone.');
    expect(sanitizeAiText('It is 18°C and 65% humid; 1 CHF = 1.08 USD.')).toBe(
      'It is 18°C and 65% humid; 1 CHF 1.08 USD.',
    );
    expect(sanitizeAiText('Ends with an aside (here)')).toBe('Ends with an aside, here.');
  });

  it('keeps accented letters of all four languages', () => {
    const text = 'Grüezi, ça va? Città è bella: Zürich, Genève, Ticino.';
    expect(sanitizeAiText(text)).toBe(text);
  });
});

describe('aiChatRequestSchema', () => {
  it('trims the message, defaults the language and rejects blank or oversized input', () => {
    expect(aiChatRequestSchema.parse({ message: '  Hi  ' })).toMatchObject({ message: 'Hi', language: 'en' });
    expect(aiChatRequestSchema.safeParse({ message: '   ' }).success).toBe(false);
    expect(aiChatRequestSchema.safeParse({ message: 'x'.repeat(1001) }).success).toBe(false);
    expect(aiChatRequestSchema.safeParse({ message: 'Hi', session_id: 'bad id!' }).success).toBe(false);
    expect(aiChatRequestSchema.safeParse({ message: 'Hi', extra: 1 }).success).toBe(false);
  });
});

describe('chat session ids', () => {
  const device = '0123456789abcdef0123456789abcdef';

  it('add the device part to the spec prefix and fit the request schema for any place id', () => {
    const id = chatSessionId(`place_${'p'.repeat(100)}_concierge`, device);
    expect(id.endsWith(`_concierge_${device}`)).toBe(true);
    expect(hasSessionDevicePart(id)).toBe(true);
    expect(aiChatRequestSchema.safeParse({ message: 'Hi', session_id: id }).success).toBe(true);
  });

  it('tell the older shared shapes apart: accepted, but without a device part', () => {
    for (const old of [
      'place_matterhorn_concierge',
      'heritage_all',
      'sustainability',
      'quiz_q1',
      'place_x_1700000000000',
    ]) {
      expect(aiChatRequestSchema.safeParse({ message: 'Hi', session_id: old }).success).toBe(true);
      expect(hasSessionDevicePart(old)).toBe(false);
    }
  });
});
