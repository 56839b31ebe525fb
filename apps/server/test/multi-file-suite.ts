import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BackendLocation,
  type ConversionAnswer,
  corpusFile,
  errorOf,
  manualClock,
  smallGaeb,
  startTestApp,
  storedKeys,
  type TestApp,
  uploadedKey,
} from "./support/harness.js";

const sample = (name: string) => corpusFile(`gaeb-samples/${name}`);

/** Sheet XML and shared strings of a workbook, enough to see which texts it holds. */
function workbook(bytes: Uint8Array): { sheets: number; text: string } {
  const files = unzipSync(bytes);
  const sheets = Object.keys(files).filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
  const shared = files["xl/sharedStrings.xml"];
  return { sheets: sheets.length, text: shared ? strFromU8(shared) : "" };
}

/** Run once per adapter pair, like the API suite: deleting must reach the folder and S3 alike. */
export function defineMultiFileSuite(label: string, backend: () => BackendLocation) {
  describe(`several files in one conversion, and deleting files at once, on ${label}`, () => {
    const clock = manualClock();
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(backend(), { clock });
    });
    afterAll(async () => {
      await t?.close();
    });

    const upload = (name: string, bytes: Uint8Array) => uploadedKey(t, name, bytes);
    const fetchWorkbook = async (tokenId: string) => {
      const { excel } = (await (await t.postJson("/api/downloads", { tokenId })).json()) as { excel: string };
      return workbook(new Uint8Array(await (await t.request(excel)).arrayBuffer()));
    };

    it("makes one workbook with a sheet per file and lays the request's texts under the offer", async () => {
      const request = await upload("Anfrage.X83", sample("Musterdatei_3.1_2008-001.X83"));
      const offer = await upload("Angebot.X84", sample("Musterdatei_3.1_2008-001.X84"));
      const award = await upload("Auftrag.X86", sample("Musterdatei_3.1_2008-002.X86"));
      const response = await t.postJson("/api/conversions", {
        fileKeys: [offer, award],
        baseFileKey: request,
        lang: "en",
      });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as ConversionAnswer;
      expect(data.excel_filename).toBe("Angebot+1.xlsx");
      expect(Date.parse(data.expires_at)).toBe(clock() + 24 * 3_600_000);
      expect(data.sheets.map((sheet) => [sheet.file, sheet.phase, sheet.base])).toEqual([
        ["Angebot.X84", "84", "Anfrage.X83"],
        ["Auftrag.X86", "86", undefined],
      ]);
      // The workbook's language was asked for; the messages still follow Accept-Language (English by default).
      expect(data.sheets[0]?.phaseName).toBe("Offer submission");
      expect(data.sheets[0]?.items).toBeGreaterThan(10);
      const merged = await fetchWorkbook(data.token_id);
      expect(merged.sheets).toBe(2);
      // Only the request carries this remark; the offer alone would come out without it.
      expect(merged.text).toContain("Hinweis Hauptgruppe 1");

      const alone = (await (
        await t.postJson("/api/conversions", { fileKeys: [offer] })
      ).json()) as ConversionAnswer;
      expect(alone.data.sheets[0]?.base).toBeUndefined();
      expect(alone.data.notes.map((note) => note.code)).toContain("texts_in_base_file");
      expect((await fetchWorkbook(alone.data.token_id)).text).not.toContain("Hinweis Hauptgruppe 1");
    });

    it("leaves the long texts out when asked, and keeps the single-file form working", async () => {
      const key = await upload(smallGaeb.name, corpusFile(smallGaeb.path));
      const withTexts = (await (
        await t.postJson("/api/conversions", { fileKey: key })
      ).json()) as ConversionAnswer;
      const without = (await (
        await t.postJson("/api/conversions", { fileKey: key, longText: false })
      ).json()) as ConversionAnswer;
      expect(withTexts.data.sheets).toHaveLength(1);
      const full = await fetchWorkbook(withTexts.data.token_id);
      const short = await fetchWorkbook(without.data.token_id);
      expect(short.text.length).toBeLessThan(full.text.length);
    });

    it("adds Formblatt 223's price components to the offer form of an LV that names none, only when asked", async () => {
      const key = await upload(smallGaeb.name, corpusFile(smallGaeb.path));
      const convert = async (body: Record<string, unknown>) => {
        const response = await t.postJson("/api/conversions", { fileKey: key, lang: "de", ...body });
        expect(response.status).toBe(200);
        return fetchWorkbook(((await response.json()) as ConversionAnswer).data.token_id);
      };
      const plain = await convert({});
      const asked = await convert({ components: true });
      for (const title of [
        "EP-Anteil Lohn",
        "EP-Anteil Stoffe",
        "EP-Anteil Geräte",
        "EP-Anteil Sonstiges",
        "Zeitansatz",
      ]) {
        expect(asked.text).toContain(title);
        expect(plain.text).not.toContain(title);
      }
      expect((await convert({ components: false })).text).toBe(plain.text);
    });

    it("refuses malformed requests with 400 validation_failed", async () => {
      const key = await upload("a.x83", corpusFile(smallGaeb.path));
      const bodies = [
        {},
        { fileKey: key, fileKeys: [key] },
        { fileKeys: [] },
        { fileKeys: [key, key] },
        { fileKeys: [key], baseFileKey: key },
        { fileKeys: Array.from({ length: 11 }, (_, i) => `${1700000000000 + i}_${"A".repeat(22)}_x.x83`) },
        { fileKeys: [`1700000000000_${"A".repeat(22)}_a\nb.x83`] },
        { fileKeys: [key], lang: "fr" },
        { fileKeys: [key], components: "yes" },
      ];
      for (const body of bodies) {
        const response = await t.postJson("/api/conversions", body);
        expect([JSON.stringify(body), response.status, (await errorOf(response)).code]).toEqual([
          JSON.stringify(body),
          400,
          "validation_failed",
        ]);
      }
      const missingBase = await t.postJson("/api/conversions", {
        fileKeys: [key],
        baseFileKey: `1700000000000_${"B".repeat(22)}_gone.x83`,
      });
      expect([missingBase.status, (await errorOf(missingBase)).code]).toEqual([404, "upload_not_found"]);
    });

    it("deletes the uploads and the workbook at once for the token's holder, and says so afterwards", async () => {
      const request = await upload("Anfrage.X83", sample("Musterdatei_3.1_2008-001.X83"));
      const offer = await upload("Angebot.X84", sample("Musterdatei_3.1_2008-001.X84"));
      const other = await upload("Fremd.X83", corpusFile(smallGaeb.path));
      const converted = (await (
        await t.postJson("/api/conversions", { fileKeys: [offer], baseFileKey: request })
      ).json()) as ConversionAnswer;
      const tokenId = converted.data.token_id;
      const before = await storedKeys(t);
      expect(before).toEqual(expect.arrayContaining([`uploads/${request}`, `uploads/${offer}`]));

      const deleted = await t.postJson("/api/deletions", { tokenId });
      expect([deleted.status, await deleted.json()]).toEqual([200, { deleted: true }]);
      const after = await storedKeys(t);
      expect(after).not.toContain(`uploads/${request}`);
      expect(after).not.toContain(`uploads/${offer}`);
      expect(after).toContain(`uploads/${other}`);
      expect(after.length).toBe(before.length - 3);
      expect(await t.services.db.getUpload(offer)).toBeUndefined();

      const download = await t.postJson("/api/downloads", { tokenId }, { "accept-language": "de" });
      expect(download.status).toBe(410);
      expect(await errorOf(download)).toEqual({
        code: "files_deleted",
        message:
          "Die Dateien dieser Umwandlung sind bereits gelöscht. Um die Excel-Datei noch einmal zu bekommen, wandeln Sie die GAEB-Datei bitte erneut um.",
      });
      expect((await t.postJson("/api/deletions", { tokenId })).status).toBe(200);

      const unknown = await t.postJson("/api/deletions", { tokenId: "A".repeat(43) });
      expect([unknown.status, (await errorOf(unknown)).code]).toEqual([404, "token_not_found"]);
      const malformed = await t.postJson("/api/deletions", { tokenId: "../../x" });
      expect([malformed.status, (await errorOf(malformed)).code]).toEqual([404, "token_not_found"]);
      const empty = await t.postJson("/api/deletions", {});
      expect([empty.status, (await errorOf(empty)).code]).toEqual([400, "validation_failed"]);
    });

    it("documents both in the OpenAPI document", async () => {
      const doc = (await (await t.request("/api/openapi.json")).json()) as {
        paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: unknown }> } } }>;
      };
      expect(doc.paths["/api/deletions"]?.post).toBeDefined();
      const schema = doc.paths["/api/conversions"]?.post?.requestBody?.content["application/json"]
        ?.schema as {
        properties: Record<string, { maxItems?: number }>;
      };
      expect(Object.keys(schema.properties)).toEqual([
        "fileKey",
        "fileKeys",
        "baseFileKey",
        "lang",
        "longText",
        "components",
        "format",
      ]);
      expect(schema.properties.fileKeys?.maxItems).toBe(10);
    });
  });
}
