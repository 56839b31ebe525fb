import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Locale } from "../messages.js";
import { type ConverterProcess, startConverterProcess } from "./converter-process.js";
import type { ConversionJob, ConversionOutcome, ConversionRequest } from "./protocol.js";

export interface PoolOptions {
  size: number;
  timeoutMs: number;
  memoryMb: number;
  queueMax: number;
  /** The converter script; tests substitute one that crashes on purpose. Default: the built worker. */
  workerFile?: string;
}

interface Pending {
  job: ConversionJob;
  resolve: (outcome: ConversionOutcome) => void;
}

interface Slot {
  converter: ConverterProcess;
  current: (Pending & { timer: NodeJS.Timeout }) | undefined;
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
/**
 * A fixed set of converter child processes, so CPU-bound conversions never block the event loop and nothing a
 * conversion does (running out of memory, a V8 fatal error, an abort) can end the server: it ends that child, the
 * job gets its answer and a fresh child takes the slot. Each job has a time limit (the child is killed), each child
 * a heap cap and a resident-memory cap.
 */
export class ConversionPool {
  private readonly slots: Array<Slot | undefined> = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  private failedStarts = 0;
  private readonly file: string;

  constructor(private readonly options: PoolOptions) {
    this.file = options.workerFile ?? defaultWorkerFile();
    for (let i = 0; i < options.size; i++) this.slots.push(this.startSlot(i));
  }

  get queued(): number {
    return this.queue.length;
  }

  /** Converts one file in a child process. */
  convert(name: string, bytes: Uint8Array, lang: Locale): Promise<ConversionOutcome> {
    return this.convertMany({ files: [{ name, bytes }], lang });
  }

  /** Converts several files (and an offer's request as base) into one workbook in a child process. */
  convertMany(request: ConversionRequest): Promise<ConversionOutcome> {
    if (this.closed) return Promise.resolve({ kind: "crashed", detail: "pool closed" });
    if (this.queue.length >= this.options.queueMax + this.idleSlots())
      return Promise.resolve({ kind: "busy" });
    if (this.cannotStart()) return Promise.resolve({ kind: "crashed", detail: "converters cannot start" });
    return new Promise((resolve) => {
      this.queue.push({ job: { ...request, id: this.nextId++ }, resolve });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.resolve({ kind: "crashed", detail: "pool closed" });
    await Promise.all(
      this.slots.map(async (slot) => {
        if (!slot) return;
        this.finish(slot, { kind: "crashed", detail: "pool closed" });
        await slot.converter.kill();
      }),
    );
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
        if (!slot || slot.converter !== converter || slot.current?.job.id !== reply.id) return;
        this.finish(
          slot,
          reply.ok
            ? {
                kind: "converted",
                xlsx: reply.xlsx,
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
          for (const pending of this.queue.splice(0)) {
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
    };
    if (pause) setTimeout(start, restartPauseMs).unref();
    else start();
  }

  private finish(slot: Slot, outcome: ConversionOutcome): void {
    const current = slot.current;
    if (!current) return;
    clearTimeout(current.timer);
    slot.current = undefined;
    slot.converter.setBusy(false);
    current.resolve(outcome);
  }

  private dispatch(): void {
    for (const [index, slot] of this.slots.entries()) {
      if (!slot || slot.current || !slot.converter.ready) continue;
      const next = this.queue.shift();
      if (!next) return;
      const timer = setTimeout(() => {
        this.finish(slot, { kind: "timeout" });
        void slot.converter.kill();
        this.restart(index, slot);
      }, this.options.timeoutMs);
      slot.current = { ...next, timer };
      slot.converter.setBusy(true);
      slot.converter.send(next.job);
    }
  }
}
