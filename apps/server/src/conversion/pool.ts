import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Locale } from "../messages.js";
import { type ConverterProcess, startConverterProcess } from "./converter-process.js";
import type { ConversionJob, ConversionOutcome } from "./protocol.js";

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
  startedAt: number;
  /** Whether this child was ever given a job: one that dies before any is broken, not unlucky. */
  hadJob: boolean;
}

/** The built worker next to this module; from TypeScript sources (tests) the built copy in dist/. */
function defaultWorkerFile(): string {
  const sibling = fileURLToPath(new URL("./worker.js", import.meta.url));
  if (existsSync(sibling)) return sibling;
  const built = fileURLToPath(new URL("../../dist/conversion/worker.js", import.meta.url));
  if (existsSync(built)) return built;
  throw new Error("conversion worker not built: run `npm run build -w @gaeb2xlsx/server`");
}

/** A converter that dies this soon after its start is restarted only after a pause, so a broken set-up cannot spin. */
const quickDeathMs = 1000;
const restartPauseMs = 2000;

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
  private readonly file: string;

  constructor(private readonly options: PoolOptions) {
    this.file = options.workerFile ?? defaultWorkerFile();
    for (let i = 0; i < options.size; i++) this.slots.push(this.startSlot(i));
  }

  get queued(): number {
    return this.queue.length;
  }

  /** Converts in a child process. */
  convert(name: string, bytes: Uint8Array, lang: Locale): Promise<ConversionOutcome> {
    if (this.closed) return Promise.resolve({ kind: "crashed", detail: "pool closed" });
    if (this.queue.length >= this.options.queueMax) return Promise.resolve({ kind: "busy" });
    return new Promise((resolve) => {
      this.queue.push({ job: { id: this.nextId++, name, bytes, lang }, resolve });
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
      onReply: (reply) => {
        const slot = this.slots[index];
        if (!slot || slot.converter !== converter || slot.current?.job.id !== reply.id) return;
        this.finish(
          slot,
          reply.ok
            ? { kind: "converted", xlsx: reply.xlsx, warnings: reply.warnings }
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
        this.restart(index, slot);
      },
    });
    return { converter, current: undefined, startedAt: Date.now(), hadJob: false };
  }

  /** Replaces a dead or killed child; a child that died right after its start is replaced after a pause. */
  private restart(index: number, dead: Slot): void {
    if (this.closed || this.slots[index] !== dead) return;
    this.slots[index] = undefined;
    const start = () => {
      if (this.closed) return;
      this.slots[index] = this.startSlot(index);
      this.dispatch();
    };
    if (Date.now() - dead.startedAt < quickDeathMs && !dead.hadJob) setTimeout(start, restartPauseMs).unref();
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
      if (!slot || slot.current || !slot.converter.alive) continue;
      const next = this.queue.shift();
      if (!next) return;
      const timer = setTimeout(() => {
        this.finish(slot, { kind: "timeout" });
        void slot.converter.kill();
        this.restart(index, slot);
      }, this.options.timeoutMs);
      slot.current = { ...next, timer };
      slot.hadJob = true;
      slot.converter.setBusy(true);
      slot.converter.send(next.job);
    }
  }
}
