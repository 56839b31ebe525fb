import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BackendLocation,
  corpusFile,
  errorOf,
  manualClock,
  smallGaeb,
  startTestApp,
  type TestApp,
  uploadedKey,
} from "./support/harness.js";

const sample = (name: string) => corpusFile(`gaeb-samples/${name}`);

/** What POST /api/conversions answers when a request cannot be met: it says which key and why. Both backends. */
export function defineConversionAnswersSuite(label: string, backend: () => BackendLocation) {
  describe(`conversion answers that name the problem, on ${label}`, () => {
    const clock = manualClock();
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(backend(), { clock });
    });
    afterAll(async () => {
      await t?.close();
    });

    const upload = (name: string, bytes: Uint8Array): Promise<string> => uploadedKey(t, name, bytes);
    /** A key of the right form that no upload made: the upload's own key with other random bits. */
    const unknownLike = (key: string) => key.replace(/_[A-Za-z0-9_-]{22}_/, `_${"Q".repeat(22)}_`);

    it("says which of ten keys are unknown, by place and name, in German and English", async () => {
      const keys: string[] = [];
      for (let i = 1; i <= 10; i++) keys.push(await upload(`LV ${i}.x83`, corpusFile(smallGaeb.path)));
      const fileKeys = keys.map((key, i) => (i === 2 || i === 6 ? unknownLike(key) : key));
      const answer = async (lang: string) => {
        const response = await t.postJson("/api/conversions", { fileKeys }, { "accept-language": lang });
        expect(response.status).toBe(404);
        return errorOf(response);
      };
      expect(await answer("en")).toEqual({
        code: "upload_not_found",
        message:
          "These uploaded files were not found or have already been deleted: file 3 “LV 3.x83”, file 7 “LV 7.x83”. Please upload them again.",
      });
      expect((await answer("de")).message).toBe(
        "Diese hochgeladenen Dateien wurden nicht gefunden oder sind bereits gelöscht: Datei 3 „LV 3.x83“, Datei 7 „LV 7.x83“. Bitte laden Sie sie erneut hoch.",
      );

      const base = await upload("Anfrage.X83", sample("Musterdatei_3.1_2008-001.X83"));
      const missingBase = await t.postJson(
        "/api/conversions",
        { fileKeys: [keys[0]], baseFileKey: unknownLike(base) },
        { "accept-language": "de" },
      );
      expect([missingBase.status, (await errorOf(missingBase)).message]).toEqual([
        404,
        "Die hochgeladene Basisdatei „Anfrage.X83“ wurde nicht gefunden oder ist bereits gelöscht. Bitte laden Sie sie erneut hoch.",
      ]);
    });

    it("refuses a base when no file is an offer (phase 84) instead of dropping it silently", async () => {
      const request = await upload("Anfrage.X83", sample("Musterdatei_3.1_2008-001.X83"));
      const other = await upload("Zweites LV.X83", corpusFile(smallGaeb.path));
      const refused = async (lang: string) => {
        const response = await t.postJson(
          "/api/conversions",
          { fileKeys: [other], baseFileKey: request },
          { "accept-language": lang },
        );
        expect(response.status).toBe(422);
        return errorOf(response);
      };
      expect(await refused("en")).toEqual({
        code: "base_without_offer",
        message:
          "The base file “Anfrage.X83” only supplies texts to an offer (phase 84, e.g. X84); none of the files is one. Please leave out the base file or add the offer.",
      });
      expect((await refused("de")).message).toBe(
        "Die Basisdatei „Anfrage.X83“ liefert Texte nur für ein Angebot (Phase 84, z. B. X84); unter den Dateien ist keines. Bitte lassen Sie die Basisdatei weg oder fügen Sie das Angebot hinzu.",
      );

      // With the offer among the files the same base is welcome.
      const offer = await upload("Angebot.X84", sample("Musterdatei_3.1_2008-001.X84"));
      const merged = await t.postJson("/api/conversions", { fileKeys: [other, offer], baseFileKey: request });
      expect(merged.status).toBe(200);
    });
  });
}
