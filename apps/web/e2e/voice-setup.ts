import { execFileSync } from 'node:child_process';
import { E2E_VOICE_QUESTION, E2E_VOICE_WAV } from './playwright.config';

/**
 * Speaks the voice spec's question into the WAV file Chromium's fake microphone plays
 * (--use-file-for-fake-audio-capture): a real recording goes through the app's recorder and upload.
 * espeak-ng is a Debian package (scripts/ensure-debian-package.mjs installs it in CI).
 */
export default function voiceSetup(): void {
  execFileSync('espeak-ng', ['-v', 'en', '-s', '150', '-w', E2E_VOICE_WAV, E2E_VOICE_QUESTION]);
}
