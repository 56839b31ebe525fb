import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  corpusFile,
  errorOf,
  heapOutgrowingGaeb,
  OUTGROWING_UPLOAD_LIMIT,
  smallGaeb,
  startTestApp,
  type TestApp,
} from "./support/harness.js";

describe("conversions off the event loop", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ label: "embedded" });
  });
  afterAll(() => t.close());

  it("answers /healthz while a large conversion is still running", async () => {
    const large = corpusFile("gaeb-samples/Musterdatei_3.1_2008-003.X86");
    const { fileKey } = (await (await t.upload("gross.X86", large)).json()) as { fileKey: string };
    const order: string[] = [];
    const conversion = Promise.resolve(t.postJson("/api/conversions", { fileKey })).then((response) => {
      order.push(`conversion ${response.status}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const health = await t.request("/healthz");
    order.push(`healthz ${health.status}`);
    await conversion;
    expect(order).toEqual(["healthz 200", "conversion 200"]);
  });
});

describe("conversion memory cap", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      { label: "embedded" },
      { env: { CONVERSION_MEMORY_MB: "16", MAX_UPLOAD_BYTES: OUTGROWING_UPLOAD_LIMIT } },
    );
  });
  afterAll(() => t.close());

  it("stops a conversion that outgrows the heap cap with 422, and the next one runs on a fresh worker", async () => {
    const large = heapOutgrowingGaeb(24);
    const { fileKey } = (await (await t.upload("gross.X86", large)).json()) as { fileKey: string };
    const response = await t.postJson("/api/conversions", { fileKey }, { "accept-language": "de" });
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toEqual({
      code: "conversion_too_large",
      message:
        "Die Umwandlung brauchte mehr Speicher als erlaubt und wurde abgebrochen. Bitte teilen Sie die Datei auf.",
    });
    const next = await t.convertFlow(smallGaeb.name, corpusFile(smallGaeb.path));
    expect(next.excelFilename).toBe("Musterdatei_3.1_2008-004.xlsx");
  });
});

describe("conversion queue limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      { label: "embedded" },
      { env: { CONVERSION_WORKERS: "1", CONVERSION_QUEUE_MAX: "1" } },
    );
  });
  afterAll(() => t.close());

  it("answers 503 busy with Retry-After once the queue is full, and converts the rest", async () => {
    const large = corpusFile("gaeb-samples/Musterdatei_3.1_2008-003.X86");
    const { fileKey } = (await (await t.upload("gross.X86", large)).json()) as { fileKey: string };
    const responses = await Promise.all(
      [1, 2, 3].map(() => Promise.resolve(t.postJson("/api/conversions", { fileKey }))),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 503]);
    const busy = responses.find((response) => response.status === 503);
    // Retry-After: the waiting job's turn by how long jobs have taken so far, in whole seconds.
    expect(Number(busy?.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await errorOf(busy as Response)).code).toBe("busy");
  });
});
