import { AIRA_VOICE } from '@swiss/contract';
import { useCallback, useRef } from 'react';
import type { VoiceChatRefs } from './voice-chat-runtime';

/**
 * §4 continuous conversation: after a reply (or nothing heard) the mic opens again 500 ms later.
 * `listenRef` is set by the recording hook, which is made after this one and needs its timer.
 */
export function useContinuousListening<C>({ runtimeRef, latestRef }: VoiceChatRefs<C>) {
  // Set below by the recording hook; the restart timer calls the latest one.
  const listenRef = useRef<() => Promise<void>>(() => Promise.resolve());

  const clearTimer = useCallback(() => {
    const { current: rt } = runtimeRef;
    if (rt.timer !== undefined) window.clearTimeout(rt.timer);
    rt.timer = undefined;
  }, [runtimeRef]);

  /** Listen again after a reply, unless interrupted or recording. */
  const scheduleListening = useCallback(() => {
    const { current: rt } = runtimeRef;
    const now = latestRef.current;
    if (
      rt.closed ||
      !now.continuous ||
      !now.voiceOn ||
      !now.sttAvailable ||
      rt.interrupted ||
      rt.recording ||
      rt.starting
    )
      return;
    clearTimer();
    rt.timer = window.setTimeout(() => {
      rt.timer = undefined;
      if (!rt.interrupted && !rt.recording && latestRef.current.voiceOn) void listenRef.current();
    }, AIRA_VOICE.continuousRestartMs);
  }, [clearTimer, latestRef, runtimeRef]);

  return { listenRef, clearTimer, scheduleListening };
}
