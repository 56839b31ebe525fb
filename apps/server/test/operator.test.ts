import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOperator } from "../src/operator.js";
import { manualClock, startTestApp, type TestApp } from "./support/harness.js";

describe("operator command", () => {
  const clock = manualClock(Date.UTC(2026, 4, 10, 12, 0, 0));
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ label: "embedded" }, { clock });
  });
  afterAll(() => t.close());

  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runOperator(args, t.services.db, clock(), (line) => lines.push(line));
    return { code, text: lines.join("\n") };
  };

  it("lists and deletes contact messages", async () => {
    const sent = await t.postJson("/api/contact", {
      name: "Max Muster",
      email: "max@example.org",
      subject: "feedback",
      message: "Sehr hilfreich, danke schön!",
    });
    const { data } = (await sent.json()) as { data: { id: string } };
    const listed = await run("contacts", "list");
    expect(listed.code).toBe(0);
    expect(listed.text).toContain(
      `${data.id}  2026-05-10T12:00:00.000Z  feedback  Max Muster <max@example.org>`,
    );
    expect(listed.text).toContain("Sehr hilfreich, danke schön!");
    expect(await run("contacts", "delete", data.id)).toEqual({ code: 0, text: `deleted ${data.id}` });
    expect((await run("contacts", "delete", data.id)).code).toBe(1);
    expect((await run("contacts", "list")).text).toBe("no contact messages");
  });

  it("prints usage counts per day and in total", async () => {
    await t.postJson("/api/consents", {
      termsAccepted: true,
      dataProcessingAccepted: false,
      fileIdentifier: "a",
    });
    await t.postJson("/api/consents", {
      termsAccepted: true,
      dataProcessingAccepted: true,
      fileIdentifier: "b",
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const report = await run("usage", "7");
    expect(report.code).toBe(0);
    expect(report.text).toMatch(/2026-05-10 {2}consent +2/);
    expect(report.text).toContain("total since 2026-05-04:");
  });

  it("explains itself on unknown commands and bad arguments", async () => {
    expect((await run("frobnicate")).code).toBe(2);
    expect((await run("frobnicate")).text).toContain("contacts list [N]");
    expect(await run("contacts", "list", "zero")).toEqual({
      code: 2,
      text: 'contacts list: N must be a positive whole number, got "zero"',
    });
  });
});
