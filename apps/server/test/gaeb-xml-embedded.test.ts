import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readGaeb } from "gaeb2xlsx";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemLines } from "../../../packages/gaeb/test/support/item-lines.js";
import {
  type ConversionAnswer,
  corpusDir,
  corpusFile,
  errorOf,
  startTestApp,
  storedKeys,
  type TestApp,
  uploadedKey,
} from "./support/harness.js";

/** Each item as a reader sees it (OZ, short text, quantity, unit), in order. */
function items(name: string, bytes: Uint8Array): string[] {
  const read = readGaeb({ name, bytes });
  if (!read.ok) throw new Error(`${name} unreadable: ${JSON.stringify(read.issues)}`);
  return itemLines(read.value);
}

/** xmllint's complaints about a file against the official 3.3 schema of phase 83; "" when valid. */
function schemaComplaints(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), "gaeb-server-xml-"));
  try {
    const file = path.join(dir, "out.X83");
    writeFileSync(file, bytes);
    const schema = path.join(
      corpusDir,
      "../schemas/gaeb-da-xml-3.3/2021-05_Leistungsverzeichnis/GAEB_DA_XML_83_3.3_2021-05.xsd",
    );
    const run = spawnSync("xmllint", ["--noout", "--schema", schema, file], { encoding: "utf8" });
    return run.status === 0 ? "" : `${run.stderr}${run.error ?? ""}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("format gaeb-xml: one GAEB file of any generation written again as GAEB DA XML 3.3", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ label: "embedded" });
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (name: string, bytes: Uint8Array) => uploadedKey(t, name, bytes);

  it("turns a GAEB 90 request into an X83 download named after it, application/xml, same items", async () => {
    const input = corpusFile("real-world/LV_Los01.D83");
    const fileKey = await upload("LV Los 1.D83", input);
    const converted = await t.postJson("/api/conversions", { fileKey, format: "gaeb-xml" });
    expect(converted.status).toBe(200);
    const { data } = (await converted.json()) as ConversionAnswer;
    expect(data.excel_filename).toBe("LV Los 1.X83");
    expect(data.sheets).toEqual([]);
    expect((await storedKeys(t)).filter((key) => key.startsWith("results/"))).toEqual([
      expect.stringMatching(/^results\/.*\.X83$/),
    ]);

    const { excel } = (await (await t.postJson("/api/downloads", { tokenId: data.token_id })).json()) as {
      excel: string;
    };
    const file = await t.request(excel);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/xml");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="LV Los 1.X83"; filename*=UTF-8''LV%20Los%201.X83`,
    );
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 100))).toMatch(/^<\?xml/);
    expect(schemaComplaints(bytes)).toBe("");
    const expected = items("LV_Los01.D83", input);
    expect(expected.length).toBe(13);
    expect(items("LV Los 1.X83", bytes)).toEqual(expected);
  });

  it("keeps xlsx the default: the same upload without format is a workbook", async () => {
    const fileKey = await upload("LV.P83", corpusFile("real-world/LV_Los01.P83"));
    const converted = await t.postJson("/api/conversions", { fileKey });
    const { data } = (await converted.json()) as ConversionAnswer;
    expect(data.excel_filename).toBe("LV.xlsx");
    const { excel } = (await (await t.postJson("/api/downloads", { tokenId: data.token_id })).json()) as {
      excel: string;
    };
    const file = await t.request(excel);
    expect(file.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(file.headers.get("content-disposition")).toContain('filename="LV.xlsx"');
  });

  it("refuses several files or a base with a clear 400 in both languages", async () => {
    const request = await upload("Anfrage.X83", corpusFile("real-world/LV_Los01.X83"));
    const offer = await upload("Angebot.X84", corpusFile("gaeb-samples/Musterdatei_3.1_2008-001.X84"));
    const several = await t.postJson(
      "/api/conversions",
      { fileKeys: [request, offer], format: "gaeb-xml" },
      { "accept-language": "de" },
    );
    expect(several.status).toBe(400);
    const de = await errorOf(several);
    expect(de.code).toBe("gaeb_xml_one_file");
    expect(de.message).toBe(
      "GAEB DA XML entsteht aus genau einer GAEB-Datei, gewählt sind aber 2 Dateien. Bitte wandeln Sie die Dateien einzeln um oder wählen Sie Excel als Ausgabe.",
    );
    const withBase = await t.postJson(
      "/api/conversions",
      { fileKey: offer, baseFileKey: request, format: "gaeb-xml" },
      { "accept-language": "en" },
    );
    expect(withBase.status).toBe(400);
    expect((await errorOf(withBase)).message).toBe(
      "GAEB DA XML is made from exactly one GAEB file, but 2 files were chosen. Please convert them one by one or choose Excel as the output.",
    );
  });

  it("answers 422 with the writer's reason when no faithful file can be written, and stores none", async () => {
    // A unit price with four decimals: GAEB DA XML takes three, and rounding a price is not the writer's to do.
    const priced = new TextDecoder().decode(corpusFile("synthetic/priced.x84"));
    const fileKey = await upload(
      "Genau.X84",
      new TextEncoder().encode(priced.replace("<UP>12.50</UP>", "<UP>12.5055</UP>")),
    );
    const results = (await storedKeys(t)).filter((key) => key.startsWith("results/")).length;
    const response = await t.postJson(
      "/api/conversions",
      { fileKey, format: "gaeb-xml" },
      { "accept-language": "en" },
    );
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe("conversion_failed");
    expect(error.message).toContain("<UP> 12.5055 has more than the 3 decimals GAEB DA XML allows here");
    expect((await storedKeys(t)).filter((key) => key.startsWith("results/")).length).toBe(results);
  });

  it("refuses a format it does not know", async () => {
    const fileKey = await upload("LV.X83", corpusFile("real-world/LV_Los01.X83"));
    const response = await t.postJson("/api/conversions", { fileKey, format: "pdf" });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("validation_failed");
    expect(error.message).toContain("format");
  });

  it("documents format and the XML download in the OpenAPI document", async () => {
    const doc = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    const body = JSON.stringify(doc.paths["/api/conversions"]?.post?.requestBody);
    expect(body).toContain('"format"');
    expect(body).toContain('"enum":["xlsx","gaeb-xml"]');
    expect(JSON.stringify(doc.paths["/api/files/{link}"]?.get?.responses["200"])).toContain(
      "application/xml",
    );
  });
});
