import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../src/tokens.js";
import { corpusFile, smallGaeb, startTestApp, type TestApp } from "./support/harness.js";

describe("privacy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ label: "embedded" });
  });
  afterAll(() => t.close());

  it("stores tokens only hashed and client addresses not at all", async () => {
    const { tokenId } = await t.convertFlow(smallGaeb.name, corpusFile(smallGaeb.path));
    await t.postJson("/api/contact", {
      name: "Eva",
      email: "eva@example.org",
      subject: "general",
      message: "Nur eine kurze Frage.",
    });
    expect(await t.services.db.getToken(tokenId)).toBeUndefined();
    expect((await t.services.db.getToken(hashToken(tokenId)))?.excelFilename).toBe(
      "Musterdatei_3.1_2008-004.xlsx",
    );

    // The harness sends every request from 203.0.113.7; neither it nor the token may appear in the database files.
    const databaseFiles = readdirSync(t.dataDir).filter((name) => name.startsWith("gaeb2xlsx.sqlite"));
    expect(databaseFiles.length).toBeGreaterThan(0);
    for (const name of databaseFiles) {
      const bytes = readFileSync(path.join(t.dataDir, name)).toString("latin1");
      expect(bytes.includes("203.0.113.7"), name).toBe(false);
      expect(bytes.includes(tokenId), name).toBe(false);
    }
  });
});
