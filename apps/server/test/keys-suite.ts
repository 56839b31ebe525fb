import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUploadFileKey } from "../src/file-names.js";
import {
  type BackendLocation,
  corpusFile,
  errorOf,
  manualClock,
  smallGaeb,
  startTestApp,
  storedKeys,
  type TestApp,
} from "./support/harness.js";

/** Guesses the attacker makes in all; the goal is that none of them names a stored upload. */
export const attackerGuesses = 100_000;

/**
 * Upload keys are capabilities: a stranger who knows the upload time and the file name still cannot name the
 * upload, and deleting a conversion removes exactly the uploads its own keys name. Run once per backend pair.
 */
export function defineKeysSuite(label: string, backend: () => BackendLocation, httpGuesses: number) {
  describe(`upload keys on ${label}`, () => {
    const clock = manualClock();
    let t: TestApp;
    const small = corpusFile(smallGaeb.path);
    const victimAddress = "198.51.100.1";
    const strangerAddress = "198.51.100.2";

    beforeAll(async () => {
      t = await startTestApp(backend(), { clock, env: { RATE_LIMIT_API: "1000000" } });
    });
    afterAll(async () => {
      await t?.close();
    });

    const uploadAs = async (address: string, name: string): Promise<string> => {
      const form = new FormData();
      form.append("file", new Blob([small]), name);
      const response = await t.request("/api/uploads", { method: "POST", body: form }, address);
      expect(response.status).toBe(201);
      return ((await response.json()) as { fileKey: string }).fileKey;
    };
    const convertAs = (address: string, fileKey: string) =>
      t.request(
        "/api/conversions",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ fileKey }),
        },
        address,
      );

    it("gives two clients who upload the same name in the same millisecond keys of their own", async () => {
      const mine = await uploadAs(victimAddress, "LV Schule.X83");
      const theirs = await uploadAs(strangerAddress, "LV Schule.X83");
      expect(mine).not.toBe(theirs);
      for (const key of [mine, theirs]) {
        expect(key).toMatch(new RegExp(`^${clock()}_[A-Za-z0-9_-]{22}_LV Schule\\.X83$`));
        expect(isUploadFileKey(key)).toBe(true);
      }

      // The stranger converts and deletes their own upload: the victim's upload of the same name stays.
      const converted = await convertAs(strangerAddress, theirs);
      expect(converted.status).toBe(200);
      const { token_id } = ((await converted.json()) as { data: { token_id: string } }).data;
      const deleted = await t.request(
        "/api/deletions",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ tokenId: token_id }),
        },
        strangerAddress,
      );
      expect(deleted.status).toBe(200);
      const left = await storedKeys(t);
      expect(left).toContain(`uploads/${mine}`);
      expect(left).not.toContain(`uploads/${theirs}`);
      expect(await t.services.db.getUpload(mine)).toBeDefined();
      expect((await convertAs(victimAddress, mine)).status).toBe(200);
      expect((await errorOf(await convertAs(victimAddress, theirs))).code).toBe("upload_not_found");
    });

    it(`lets a stranger who knows the time and the name guess 0 keys in ${attackerGuesses} tries`, async () => {
      const name = "Angebot Müller.X84";
      clock.advance(60_000);
      const uploadedAt = clock();
      const victimKey = await uploadAs(victimAddress, name);
      let tries = 0;
      let found = 0;
      // Times around the known one, as the attacker of the issue tried them (the old key was `{epoch}_{name}`).
      const guessedTime = (n: number) => uploadedAt + ((n % 1001) - 500);
      const guess = (n: number) =>
        n % 2 === 0
          ? `${guessedTime(n)}_${name}`
          : `${guessedTime(n)}_${randomBytes(16).toString("base64url")}_${name}`;

      // Through the API, the way the attacker asked: one conversion per guessed key.
      for (; tries < httpGuesses; tries++) {
        const response = await convertAs(strangerAddress, guess(tries));
        if (response.status === 200) found++;
        else expect([400, 404]).toContain(response.status);
      }
      // The rest against the lookup the conversion route makes: format check, then the record by exact key.
      // Many at once, as an attacker with many connections would; 200 per round keeps the database pool busy.
      while (tries < attackerGuesses) {
        const round = Array.from({ length: Math.min(200, attackerGuesses - tries) }, () => guess(tries++));
        const hits = await Promise.all(
          round.map(
            async (key) => isUploadFileKey(key) && (await t.services.db.getUpload(key)) !== undefined,
          ),
        );
        found += hits.filter(Boolean).length;
      }
      console.info(`${label}: ${found} of ${tries} guessed keys found (${httpGuesses} through the API)`);
      expect(tries).toBe(attackerGuesses);
      expect(found).toBe(0);
      expect((await t.services.db.getUpload(victimKey))?.originalName).toBe(name);
    });
  });
}
