import type { Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpMailer } from "../src/contact/mailer.js";
import { fakeSmtp } from "./support/fake-smtp.js";
import { errorOf, manualClock, startTestApp, type TestApp } from "./support/harness.js";

const message = {
  name: "Ada",
  email: "ada@example.org",
  subject: "general",
  message: "Gibt es eine API?",
};
const minute = 60_000;

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
}

describe("contact rate limits count delivered messages only", () => {
  const received: string[] = [];
  let smtp: { server: Server; port: number };
  let t: TestApp;
  // 09:00:00 sharp, so a window ends exactly a minute later.
  const clock = manualClock();
  beforeAll(async () => {
    smtp = await fakeSmtp(received);
    // The defaults: 5 delivered and 30 refused per client and minute.
    t = await startTestApp(
      { label: "embedded" },
      { clock, env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, CONTACT_TO: "operator@example.org" } },
    );
  });
  afterAll(async () => {
    await t.close();
    smtp.server.close();
  });

  it("lets a valid message through after 10 refused ones, then refuses the sixth delivered with Retry-After", async () => {
    for (let i = 0; i < 10; i++) {
      const invalid = await t.postJson("/api/contact", { ...message, email: `ada${i}@example` });
      expect(invalid.status).toBe(400);
    }
    for (let i = 1; i <= 5; i++) {
      expect([i, (await t.postJson("/api/contact", message)).status]).toEqual([i, 201]);
    }
    clock.advance(15_000);
    const sixth = await t.postJson("/api/contact", message, { "accept-language": "de" });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("retry-after")).toBe("45");
    expect(await errorOf(sixth)).toEqual({
      code: "rate_limited",
      message: "Zu viele Anfragen. Bitte warten Sie 45 Sekunden und versuchen Sie es erneut.",
    });
    expect((await t.services.db.listContacts(100)).length).toBe(5);
    await until(() => received.length >= 5);
    expect(received).toHaveLength(5);

    clock.advance(minute);
    expect((await t.postJson("/api/contact", message)).status).toBe(201);
  });

  it("bounds refused submissions separately: the 31st in a minute is answered 429", async () => {
    clock.set(Date.UTC(2026, 0, 15, 9, 10, 0));
    for (let i = 1; i <= 30; i++) {
      expect([i, (await t.postJson("/api/contact", { ...message, message: "kurz" })).status]).toEqual([
        i,
        400,
      ]);
    }
    const hammering = await t.postJson("/api/contact", { ...message, message: "kurz" });
    expect([hammering.status, hammering.headers.get("retry-after")]).toEqual([429, "60"]);
    // The refused ones did not use up the delivered messages.
    expect((await t.postJson("/api/contact", message)).status).toBe(201);
  });

  it("refuses a name with a line break, so nothing is relayed", async () => {
    clock.set(Date.UTC(2026, 0, 15, 9, 20, 0));
    const stored = (await t.services.db.listContacts(100)).length;
    await until(() => received.length >= stored);
    const before = received.length;
    expect(before).toBe(stored);
    const forged = await t.postJson("/api/contact", { ...message, name: "Eve\r\nBcc: victim@example.org" });
    expect(forged.status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received.length).toBe(before);
  });
});

describe("the mailer writes no header or line from a line break in user input", () => {
  const received: string[] = [];
  let smtp: { server: Server; port: number };
  beforeAll(async () => {
    smtp = await fakeSmtp(received);
  });
  afterAll(() => {
    smtp.server.close();
  });

  it("folds CR/LF of a stored name, address and subject to spaces", async () => {
    const mailer = smtpMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      to: "operator@example.org",
      from: "noreply@example.org",
    });
    try {
      // As a message stored before the route refused line breaks would come back from the database.
      await mailer.relay({
        id: "c1",
        name: "Eve\r\nBcc: victim@example.org\r\nX-Forged: yes",
        email: "eve@example.org",
        // A stored subject comes back as text; the type promises more than an old row may hold.
        subject: "general\nE-Mail: boss@example.org" as "general",
        message: "Hallo,\nbitte um Rueckruf.",
        createdAt: Date.UTC(2026, 0, 15, 9, 0, 0),
        relayed: false,
      });
    } finally {
      mailer.close();
    }
    expect(received).toHaveLength(1);
    const mail = received[0] ?? "";
    const lines = mail.split(/\r?\n/);
    expect(lines.filter((line) => /^(bcc|x-forged):/i.test(line))).toEqual([]);
    expect(lines.filter((line) => line.startsWith("E-Mail:"))).toEqual(["E-Mail: eve@example.org"]);
    expect(lines.filter((line) => line.startsWith("Name:"))).toEqual([
      "Name: Eve Bcc: victim@example.org X-Forged: yes",
    ]);
    // The message itself keeps its lines.
    expect(lines).toContain("bitte um Rueckruf.");
  });
});
