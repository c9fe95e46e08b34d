import { describe, expect, it } from 'vitest';
import { cleanTranscript } from './transcript';

describe('cleanTranscript (spec §5)', () => {
  it('strips special characters and collapses the spaces', () => {
    expect(cleanTranscript('  Where can I eat? 🍕 <noise> #food  ')).toBe('Where can I eat? noise food');
    expect(cleanTranscript('Wo ist der Bahnhof — bitte?')).toBe('Wo ist der Bahnhof bitte?');
    expect(cleanTranscript("Qu'y a-t-il à voir ?")).toBe("Qu'y a-t-il à voir ?");
  });
  it('ignores empty, one-character and letterless transcripts', () => {
    expect(cleanTranscript('')).toBeNull();
    expect(cleanTranscript('   ')).toBeNull();
    expect(cleanTranscript('a')).toBeNull();
    expect(cleanTranscript('🎤 !')).toBeNull();
    expect(cleanTranscript('42 17')).toBeNull();
    expect(cleanTranscript('...')).toBeNull();
  });
  it('keeps a short real answer', () => {
    expect(cleanTranscript('ok')).toBe('ok');
  });
});
