import { AIRA_VOICE } from '@swiss/contract';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

export interface AriaPortal {
  open: boolean;
  /** ARIA's bubble (her greeting or the follow-up prompt), shown for AIRA_VOICE.bubbleMs. */
  bubble: string | undefined;
  openPortal: (greeting: string) => void;
  closePortal: () => void;
  say: (text: string) => void;
}

/** The maps' ARIA portal (spec §4): opened and closed by phrase; its bubble shows 5 s. */
export function useAriaPortal(): AriaPortal {
  const [open, setOpen] = useState(false);
  // Each bubble is its own: the same text said twice shows for 5 s again.
  const [bubble, setBubble] = useState<{ text: string; n: number } | undefined>();
  const said = useRef(0);
  const say = useCallback((text: string) => {
    said.current += 1;
    setBubble({ text, n: said.current });
  }, []);
  useEffect(() => {
    if (!bubble) return;
    const timer = window.setTimeout(() => setBubble(undefined), AIRA_VOICE.bubbleMs);
    return () => window.clearTimeout(timer);
  }, [bubble]);
  const openPortal = useCallback(
    (greeting: string) => {
      setOpen(true);
      say(greeting);
    },
    [say],
  );
  const closePortal = useCallback(() => {
    setOpen(false);
    setBubble(undefined);
  }, []);
  return { open, bubble: bubble?.text, openPortal, closePortal, say };
}

/**
 * The follow-up prompt (spec §4): AIRA_VOICE.followUpMs after reply `replyKey`, while the visitor
 * stays quiet (nothing asked, recorded or spoken since), once per reply.
 */
export function useFollowUp(replyKey: string | undefined, quiet: boolean, onFollowUp: () => void): void {
  const done = useRef<string | undefined>(undefined);
  const fire = useEffectEvent(onFollowUp);
  useEffect(() => {
    if (!replyKey || !quiet || done.current === replyKey) return;
    const timer = window.setTimeout(() => {
      done.current = replyKey;
      fire();
    }, AIRA_VOICE.followUpMs);
    return () => window.clearTimeout(timer);
  }, [replyKey, quiet]);
}
