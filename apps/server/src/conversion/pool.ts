import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Locale } from "../messages.js";
import { type ConverterProcess, startConverterProcess } from "./converter-process.js";
import { FairQueue, type QueueEntry, type QueueLimits } from "./fair-queue.js";
import type { ConversionOutcome, ConversionRequest } from "./protocol.js";

export interface PoolOptions extends QueueLimits {
  size: number;
  /** Time a job may run, and also how long it may wait for a converter. */
  timeoutMs: number;
  memoryMb: number;
  /** The converter script; tests substitute one that crashes on purpose. Default: the built worker. */
  workerFile?: string;
}

/** One conversion as the routes ask for it: whose, how large, and how to read its inputs once a converter is free. */
export interface ConversionTicket {
  /** The client's key: jobs are served round-robin by it and limited per it. */
  client: string;
  /** Input bytes (as recorded at upload), for the byte limits before anything is read. */
  bytes: number;
  /** Aborted when the client goes away: a job still waiting is dropped. */
  signal?: AbortSignal;
  /** Reads the inputs; called only when a converter takes the job, so waiting jobs hold no file in memory. */
  load(): Promise<ConversionRequest>;
}

interface Pending extends QueueEntry {
  id: number;
  ticket: ConversionTicket;
  resolve: (outcome: ConversionOutcome) => void;
  /** Answers the job "expired" if no converter takes it in time. */
  waitTimer: NodeJS.Timeout;
  forget: () => void;
}

interface Slot {
  converter: ConverterProcess;
  current: (Pending & { runTimer?: NodeJS.Timeout; startedAt?: number }) | undefined;
}

/** The built worker next to this module; from TypeScript sources (tests) the built copy in dist/. */
function defaultWorkerFile(): string {
  const sibling = fileURLToPath(new URL("./worker.js", import.meta.url));
  if (existsSync(sibling)) return sibling;
  const built = fileURLToPath(new URL("../../dist/conversion/worker.js", import.meta.url));
  if (existsSync(built)) return built;
  throw new Error("conversion worker not built: run `npm run build -w @gaeb2xlsx/server`");
}

/**
 * A converter that dies before it is ready points at a broken set-up, not at a file: it is restarted only after a
 * pause, so it cannot spin, and after a few such deaths in a row the waiting jobs are answered instead of held.
 */
const restartPauseMs = 1000;
const failedStartsBeforeGivingUp = 3;
/** Until real jobs have been timed, a job is assumed to take this long (for Retry-After). */
const assumedRunMs = 5_000;
const retryAfterMaxSeconds = 120;

/**
 * A fixed set of converter child processes, so CPU-bound conversions never block the event loop and nothing a
 * conversion does (running out of memory, a V8 fatal error, an abort) can end the server: it ends that child, the
 * job gets its answer and a fresh child takes the slot. Each job has a time limit (the child is killed), each child
 * a heap cap and a resident-memory cap. Jobs wait in a fair queue (round-robin by client, bounded per client and in
 * all, in jobs and in bytes) and hold no input while they wait; a job no converter takes within the time limit, or
 * whose client leaves, is answered without running.
 */
export class ConversionPool {
  private readonly slots: Array<Slot | undefined> = [];
  private readonly queue: FairQueue<Pending>;
  private nextId = 1;
  private closed = false;
  private failedStarts = 0;
  /** Moving average of how long a job runs, for Retry-After. */
  private averageRunMs = assumedRunMs;
  private readonly file: string;

  constructor(private readonly options: PoolOptions) {
    this.file = options.workerFile ?? defaultWorkerFile();
    this.queue = new FairQueue(options);
    for (let i = 0; i < options.size; i++) this.slots.push(this.startSlot(i));
  }

  get queued(): number {
    return this.queue.waiting;
  }

  /** Converters loaded and without a job: a job submitted now starts at once. */
  get idleConverters(): number {
    return this.slots.filter((slot) => slot?.converter.ready && !slot.current).length;
  }

  /** Converts one file in a child process (a client of its own: tests and tools). */
  convert(name: string, bytes: Uint8Array, lang: Locale): Promise<ConversionOutcome> {
    return this.convertMany({ files: [{ name, bytes }], lang });
  }

  /** Converts inputs already in memory, as the one client "local". */
  convertMany(request: ConversionRequest): Promise<ConversionOutcome> {
    const bytes = request.files.reduce(
      (sum, file) => sum + file.bytes.byteLength,
      request.base?.bytes.byteLength ?? 0,
    );
    return this.submit({ client: "local", bytes, load: () => Promise.resolve(request) });
  }

  /** Queues a conversion: refused at once when its client or the server has as much waiting as allowed. */
  submit(ticket: ConversionTicket): Promise<ConversionOutcome> {
    if (this.closed) return Promise.resolve({ kind: "crashed", detail: "pool closed" });
    if (this.cannotStart()) return Promise.resolve({ kind: "crashed", detail: "converters cannot start" });
    if (ticket.signal?.aborted) return Promise.resolve({ kind: "abandoned" });
    const admission = this.queue.admit(ticket, this.idleSlots());
    if (!admission.admitted) {
      const jobs = this.queue.jobsOf(ticket.client);
      const ahead = admission.scope === "client" ? jobs.waiting + 1 : this.queue.waiting + 1;
      const lanes = admission.scope === "client" ? this.options.perClientRunning : this.options.size;
      return Promise.resolve({
        kind: "refused",
        scope: admission.scope,
        ...jobs,
        retryAfterSeconds: this.secondsFor(ahead, lanes),
      });
    }
    return new Promise((resolve) => {
      const pending: Pending = {
        id: this.nextId++,
        client: ticket.client,
        bytes: ticket.bytes,
        ticket,
        resolve,
        waitTimer: setTimeout(
          () =>
            this.leaveQueue(pending, {
              kind: "expired",
              retryAfterSeconds: this.secondsFor(this.queue.waiting + 1, this.options.size),
            }),
          this.options.timeoutMs,
        ),
        forget: () => {},
      };
      const onAbort = () => this.leaveQueue(pending, { kind: "abandoned" });
      ticket.signal?.addEventListener("abort", onAbort, { once: true });
      pending.forget = () => {
        clearTimeout(pending.waitTimer);
        ticket.signal?.removeEventListener("abort", onAbort);
      };
      this.queue.push(pending);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.drain()) {
      pending.forget();
      pending.resolve({ kind: "crashed", detail: "pool closed" });
    }
    await Promise.all(
      this.slots.map(async (slot) => {
        if (!slot) return;
        this.finish(slot, { kind: "crashed", detail: "pool closed" });
        await slot.converter.kill();
      }),
    );
  }

  /** Seconds until `ahead` jobs have run on `lanes` converters, by the average run so far. */
  private secondsFor(ahead: number, lanes: number): number {
    const seconds = Math.ceil((this.averageRunMs * ahead) / Math.max(1, lanes) / 1000);
    return Math.min(retryAfterMaxSeconds, Math.max(1, seconds));
  }

  /** A waiting job answered without running (its time is up, its client left). */
  private leaveQueue(pending: Pending, outcome: ConversionOutcome): void {
    if (!this.queue.remove(pending)) return;
    pending.forget();
    pending.resolve(outcome);
  }

  private startSlot(index: number): Slot {
    const converter = startConverterProcess(this.file, {
      memoryMb: this.options.memoryMb,
      onReady: () => {
        this.failedStarts = 0;
        this.dispatch();
      },
      onReply: (reply) => {
        const slot = this.slots[index];
        if (!slot || slot.converter !== converter || slot.current?.id !== reply.id) return;
        const startedAt = slot.current.startedAt;
        if (startedAt !== undefined)
          this.averageRunMs = 0.8 * this.averageRunMs + 0.2 * (performance.now() - startedAt);
        this.finish(
          slot,
          reply.ok
            ? {
                kind: "converted",
                bytes: reply.bytes,
                ...(reply.gaebExtension ? { gaebExtension: reply.gaebExtension } : {}),
                warnings: reply.warnings,
                sheets: reply.sheets ?? [],
                notes: reply.notes ?? [],
              }
            : { kind: "rejected", issueCode: reply.issueCode, message: reply.message },
        );
        this.dispatch();
      },
      onExit: (death) => {
        const slot = this.slots[index];
        if (!slot || slot.converter !== converter) return;
        this.finish(
          slot,
          death.outOfMemory ? { kind: "out_of_memory" } : { kind: "crashed", detail: death.detail },
        );
        if (death.beforeReady) this.failedStarts += 1;
        if (this.cannotStart()) {
          for (const pending of this.queue.drain()) {
            pending.forget();
            pending.resolve({ kind: "crashed", detail: `converters cannot start: ${death.detail}` });
          }
        }
        this.restart(index, slot, death.beforeReady);
      },
    });
    return { converter, current: undefined };
  }

  /** Slots without a job, ready or still starting: a job waiting for one of them is not queued behind others. */
  private idleSlots(): number {
    return this.slots.filter((slot) => !slot?.current).length;
  }

  /** Every recent start failed: jobs are answered at once rather than queued for converters that never come. */
  private cannotStart(): boolean {
    return this.failedStarts >= failedStartsBeforeGivingUp;
  }

  /** Replaces a dead or killed child; one that never got ready is replaced after a pause. */
  private restart(index: number, dead: Slot, pause = false): void {
    if (this.closed || this.slots[index] !== dead) return;
    this.slots[index] = undefined;
    const start = () => {
      if (this.closed) return;
      this.slots[index] = this.startSlot(index);
      this.dispatch();
    };
    if (pause) setTimeout(start, restartPauseMs).unref();
    else start();
  }

  private finish(slot: Slot, outcome: ConversionOutcome): void {
    const current = slot.current;
    if (!current) return;
    clearTimeout(current.runTimer);
    slot.current = undefined;
    slot.converter.setBusy(false);
    this.queue.done(current);
    current.resolve(outcome);
  }

  private dispatch(): void {
    for (const [index, slot] of this.slots.entries()) {
      if (!slot || slot.current || !slot.converter.ready) continue;
      const next = this.queue.next();
      if (!next) return;
      next.forget();
      const running: NonNullable<Slot["current"]> = next;
      slot.current = running;
      slot.converter.setBusy(true);
      // The slot is the job's from now on; its inputs are read only now, so the waiting line holds no bytes.
      next.ticket.load().then(
        (request) => {
          if (slot.current !== running) return;
          running.startedAt = performance.now();
          running.runTimer = setTimeout(() => {
            this.finish(slot, { kind: "timeout" });
            void slot.converter.kill();
            this.restart(index, slot);
          }, this.options.timeoutMs);
          slot.converter.send({ ...request, id: running.id });
        },
        (error: unknown) => {
          if (slot.current !== running) return;
          this.finish(slot, { kind: "unloadable", error });
          this.dispatch();
        },
      );
    }
  }
}
