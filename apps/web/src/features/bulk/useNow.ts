import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs` while `ticking` (so a running clock re-renders). */
export function useNow(intervalMs: number, ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, ticking]);
  return now;
}
