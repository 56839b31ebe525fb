import { useEffect, useState } from "react";

/** Seconds since a job started, counted up every second from the second on, so a long job visibly goes on. */
export function Elapsed({ since, words }: { since: number; words: (seconds: number) => string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.floor((now - since) / 1000);
  return seconds >= 2 ? <span>({words(seconds)})</span> : null;
}
