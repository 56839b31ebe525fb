import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { Locale } from "../messages.js";
import type { ConversionJob, ConversionOutcome, WorkerReply } from "./protocol.js";

export interface PoolOptions {
  size: number;
  timeoutMs: number;
  memoryMb: number;
  queueMax: number;
}

interface Pending {
  job: ConversionJob;
  resolve: (outcome: ConversionOutcome) => void;
}

interface Slot {
  worker: Worker;
  current: (Pending & { timer: NodeJS.Timeout }) | undefined;
}

/** The built worker next to this module; from TypeScript sources (tests) the built copy in dist/. */
function workerFile(): string {
  const sibling = fileURLToPath(new URL("./worker.js", import.meta.url));
  if (existsSync(sibling)) return sibling;
  const built = fileURLToPath(new URL("../../dist/conversion/worker.js", import.meta.url));
  if (existsSync(built)) return built;
  throw new Error("conversion worker not built: run `npm run build -w @gaeb2xlsx/server`");
}

/**
 * A fixed set of worker threads so CPU-bound conversions never block the event loop. Each job has a time limit
 * (the worker is terminated and replaced) and each worker a heap cap (running out ends only that worker).
 */
export class ConversionPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  private readonly file = workerFile();

  constructor(private readonly options: PoolOptions) {
    for (let i = 0; i < options.size; i++) this.slots.push(this.startSlot());
  }

  get queued(): number {
    return this.queue.length;
  }

  /** Converts in a worker. `bytes` may be transferred to the worker: do not use it afterwards. */
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
        this.finish(slot, { kind: "crashed", detail: "pool closed" });
        await slot.worker.terminate();
      }),
    );
  }

  private startSlot(): Slot {
    const worker = new Worker(this.file, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.options.memoryMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(16, Math.floor(this.options.memoryMb / 8))),
      },
    });
    const slot: Slot = { worker, current: undefined };
    worker.on("message", (reply: WorkerReply) => {
      if (!slot.current || slot.current.job.id !== reply.id) return;
      this.finish(
        slot,
        reply.ok
          ? { kind: "converted", xlsx: reply.xlsx, warnings: reply.warnings }
          : { kind: "rejected", issueCode: reply.issueCode, message: reply.message },
      );
      this.dispatch();
    });
    worker.on("error", (error: Error & { code?: string }) => {
      const outcome: ConversionOutcome =
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? { kind: "out_of_memory" }
          : { kind: "crashed", detail: error.message };
      this.replace(slot, outcome);
    });
    worker.on("exit", () => this.replace(slot, { kind: "crashed", detail: "worker exited" }));
    // Idle workers must not keep the process alive on shutdown.
    worker.unref();
    return slot;
  }

  private replace(slot: Slot, outcome: ConversionOutcome): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.finish(slot, outcome);
    if (this.closed) return;
    slot.worker.removeAllListeners();
    slot.worker.on("error", () => {});
    void slot.worker.terminate();
    this.slots[index] = this.startSlot();
    this.dispatch();
  }

  private finish(slot: Slot, outcome: ConversionOutcome): void {
    const current = slot.current;
    if (!current) return;
    clearTimeout(current.timer);
    slot.current = undefined;
    slot.worker.unref();
    current.resolve(outcome);
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.current) continue;
      const next = this.queue.shift();
      if (!next) return;
      const timer = setTimeout(() => this.replace(slot, { kind: "timeout" }), this.options.timeoutMs);
      slot.current = { ...next, timer };
      slot.worker.ref();
      // Hand the input over instead of copying it when it owns its whole buffer; the caller is done with it.
      const input = next.job.bytes;
      const owned = input.byteOffset === 0 && input.byteLength === input.buffer.byteLength;
      slot.worker.postMessage(next.job, owned ? [input.buffer as ArrayBuffer] : []);
    }
  }
}
