import { useCallback, useEffect, useRef, useState } from 'react';
import { type IdleChannel, type IdleMessage, openIdleChannel } from './idle-channel';

/** How long before the sign-out the warning counts down. */
export const IDLE_WARNING_MS = 60_000;
/** A tab tells the others of its activity at most this often: a moving mouse is not a flood. */
const ACTIVITY_BROADCAST_MS = 5_000;
const TICK_MS = 1_000;
/** What counts as someone using the panel. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

export interface IdleState {
  /** Seconds left before the sign-out while the warning shows; null while there is none. */
  secondsLeft: number | null;
  /** The person asked to stay: they count as active now, in every tab. */
  stay: () => void;
}

/**
 * Signs the person out after `minutes` without activity in any tab of the panel, warning a
 * minute before. Activity in this tab while the warning shows does not cancel it (the warning
 * asks for a deliberate "stay"); activity in another tab does. The time is read from the clock
 * on each tick, so a computer waking from sleep past the limit signs out at once.
 */
export function useIdleSignOut(minutes: number, signOut: (minutes: number) => void): IdleState {
  const limitMs = minutes * 60_000;
  const lastActivity = useRef(Date.now());
  const lastBroadcast = useRef(0);
  const channel = useRef<IdleChannel | null>(null);
  const warning = useRef(false);
  const signedOut = useRef(false);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  const activeAt = useCallback((at: number) => {
    lastActivity.current = Math.max(lastActivity.current, at);
    warning.current = false;
    setSecondsLeft(null);
  }, []);

  const signOutOnce = useCallback(() => {
    if (signedOut.current) return;
    signedOut.current = true;
    signOut(minutes);
  }, [minutes, signOut]);

  useEffect(() => {
    signedOut.current = false;
    const onMessage = (message: IdleMessage) => {
      if (message.type === 'active') activeAt(message.at);
      else signOutOnce();
    };
    channel.current = openIdleChannel(onMessage);

    const onActivity = () => {
      if (warning.current) return;
      const now = Date.now();
      lastActivity.current = now;
      if (now - lastBroadcast.current >= ACTIVITY_BROADCAST_MS) {
        lastBroadcast.current = now;
        channel.current?.post({ type: 'active', at: now });
      }
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { capture: true, passive: true });

    const tick = () => {
      const left = lastActivity.current + limitMs - Date.now();
      if (left <= 0) {
        channel.current?.post({ type: 'signedOut', minutes });
        signOutOnce();
        return;
      }
      if (left <= IDLE_WARNING_MS) {
        warning.current = true;
        setSecondsLeft(Math.ceil(left / 1000));
      }
    };
    const timer = setInterval(tick, TICK_MS);
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS)
        window.removeEventListener(name, onActivity, { capture: true });
      channel.current?.close();
      channel.current = null;
    };
  }, [activeAt, limitMs, minutes, signOutOnce]);

  const stay = useCallback(() => {
    const now = Date.now();
    activeAt(now);
    lastBroadcast.current = now;
    channel.current?.post({ type: 'active', at: now });
  }, [activeAt]);

  return { secondsLeft, stay };
}
