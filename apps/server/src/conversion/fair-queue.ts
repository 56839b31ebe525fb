/** How much one client, and all clients together, may have in the conversion queue. */
export interface QueueLimits {
  /** Jobs of one client converting at the same time. */
  perClientRunning: number;
  /** Jobs of one client waiting for a converter. */
  perClientWaiting: number;
  /** Input bytes of one client's running and waiting jobs together (a client with no job is always let in). */
  perClientBytes: number;
  /** Jobs waiting, all clients together. */
  waitingMax: number;
  /** Input bytes waiting, all clients together (a job that need not wait is always let in). */
  waitingBytes: number;
}

/** What the queue needs to know of a job: whose it is and how many input bytes it brings. */
export interface QueueEntry {
  client: string;
  bytes: number;
}

export type Admission = { admitted: true } | { admitted: false; scope: "client" | "server" };

interface ClientLine<T> {
  waiting: T[];
  running: number;
  /** Input bytes of this client's running and waiting jobs. */
  bytes: number;
  /** When this client was last served (a count of jobs handed out); 0 for a client not served yet. */
  servedAt: number;
}

/**
 * Waiting lines, one per client, served in turn: a converter that comes free takes the oldest job of the client served
 * longest ago (a newcomer first), so a client with many jobs waits behind its own, never in front of another's. A client runs at most
 * `perClientRunning` jobs at once even when converters idle, which keeps converters free for the next client to come.
 */
export class FairQueue<T extends QueueEntry> {
  private readonly lines = new Map<string, ClientLine<T>>();
  private served = 0;
  private waitingCount = 0;
  private waitingByteCount = 0;

  constructor(private readonly limits: QueueLimits) {}

  get waiting(): number {
    return this.waitingCount;
  }

  get waitingBytes(): number {
    return this.waitingByteCount;
  }

  /** A client's jobs: running and waiting. */
  jobsOf(client: string): { running: number; waiting: number } {
    const line = this.lines.get(client);
    return { running: line?.running ?? 0, waiting: line?.waiting.length ?? 0 };
  }

  /**
   * Whether a job may join. `freeConverters` are those without a job: a job one of them would take at once does not
   * count against the server-wide waiting limits.
   */
  admit(entry: QueueEntry, freeConverters: number): Admission {
    const limits = this.limits;
    const line = this.lines.get(entry.client);
    if (line) {
      const jobs = line.running + line.waiting.length;
      if (jobs >= limits.perClientRunning + limits.perClientWaiting)
        return { admitted: false, scope: "client" };
      if (jobs > 0 && line.bytes + entry.bytes > limits.perClientBytes)
        return { admitted: false, scope: "client" };
    }
    const wouldWait = this.waitingCount >= freeConverters;
    if (this.waitingCount >= limits.waitingMax + freeConverters) return { admitted: false, scope: "server" };
    if (wouldWait && this.waitingCount > 0 && this.waitingByteCount + entry.bytes > limits.waitingBytes) {
      return { admitted: false, scope: "server" };
    }
    return { admitted: true };
  }

  push(entry: T): void {
    let line = this.lines.get(entry.client);
    if (!line) {
      line = { waiting: [], running: 0, bytes: 0, servedAt: 0 };
      this.lines.set(entry.client, line);
    }
    line.waiting.push(entry);
    line.bytes += entry.bytes;
    this.waitingCount += 1;
    this.waitingByteCount += entry.bytes;
  }

  /** Takes a waiting job out (its client left, or it waited too long); false when it was not waiting. */
  remove(entry: T): boolean {
    const line = this.lines.get(entry.client);
    const index = line?.waiting.indexOf(entry) ?? -1;
    if (!line || index < 0) return false;
    line.waiting.splice(index, 1);
    line.bytes -= entry.bytes;
    this.waitingCount -= 1;
    this.waitingByteCount -= entry.bytes;
    this.forgetIfIdle(entry.client, line);
    return true;
  }

  /** The next job to run, taken round-robin by client, or undefined when no client may start one now. */
  next(): T | undefined {
    let chosen: ClientLine<T> | undefined;
    for (const line of this.lines.values()) {
      if (line.waiting.length === 0 || line.running >= this.limits.perClientRunning) continue;
      if (!chosen || line.servedAt < chosen.servedAt) chosen = line;
    }
    const entry = chosen?.waiting.shift();
    if (!chosen || !entry) return undefined;
    chosen.running += 1;
    chosen.servedAt = ++this.served;
    this.waitingCount -= 1;
    this.waitingByteCount -= entry.bytes;
    return entry;
  }

  /** A job `next` gave out has ended, however it ended. */
  done(entry: T): void {
    const line = this.lines.get(entry.client);
    if (!line || line.running === 0) return;
    line.running -= 1;
    line.bytes -= entry.bytes;
    this.forgetIfIdle(entry.client, line);
  }

  /** Every waiting job, taken out (the pool is closing). */
  drain(): T[] {
    const all: T[] = [];
    for (const [client, line] of this.lines) {
      for (const entry of line.waiting.splice(0)) {
        line.bytes -= entry.bytes;
        all.push(entry);
      }
      this.forgetIfIdle(client, line);
    }
    this.waitingCount = 0;
    this.waitingByteCount = 0;
    return all;
  }

  private forgetIfIdle(client: string, line: ClientLine<T>): void {
    if (line.running > 0 || line.waiting.length > 0) return;
    this.lines.delete(client);
  }
}
