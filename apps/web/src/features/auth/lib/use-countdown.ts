import { useEffect, useState } from 'react';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** Whole seconds left until the deadline (a timestamp), ticking once a second and stopping at 0. */
export function useCountdown(deadline: number): number {
  const [left, setLeft] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    setLeft(secondsUntil(deadline));
    if (secondsUntil(deadline) === 0) return;
    const timer = setInterval(() => {
      const next = secondsUntil(deadline);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}
