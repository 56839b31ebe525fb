import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./support/harness.js";

const valid = {
  name: "Erika Mustermann",
  email: "erika@example.org",
  subject: "support",
  message: "Die X84-Datei zeigt keine Preise.",
};

type Refusal = { code: string; message: string; fields: Record<string, string> };

async function refusal(response: Response): Promise<Refusal> {
  expect(response.status).toBe(400);
  return ((await response.json()) as { error: Refusal }).error;
}

/** [field, value, English sentence, German sentence]: each failure of each field has its own true message. */
const cases: [keyof typeof valid, unknown, string, string][] = [
  ["name", undefined, "Name is required", "Name ist erforderlich"],
  ["name", "   ", "Name is required", "Name ist erforderlich"],
  ["name", 42, "The name must be sent as text", "Der Name muss als Text gesendet werden"],
  [
    "name",
    "N".repeat(201),
    "The name is too long: at most 200 characters, 201 entered",
    "Der Name ist zu lang: höchstens 200 Zeichen, eingegeben sind 201",
  ],
  [
    "name",
    "Eve\r\nBcc: victim@example.org",
    "The name must fit on one line (no line breaks)",
    "Der Name muss in eine Zeile passen (ohne Zeilenumbruch)",
  ],
  [
    "name",
    "Eve\tAdams",
    "The name contains invisible control characters (such as tabs); please remove them",
    "Der Name enthält unsichtbare Steuerzeichen (etwa Tabulatoren); bitte entfernen",
  ],
  ["email", "", "Email is required", "E-Mail-Adresse ist erforderlich"],
  [
    "email",
    "not-an-address",
    "Please enter a valid email address",
    "Bitte eine gültige E-Mail-Adresse eingeben",
  ],
  [
    "email",
    "eve@example.org\nBcc: victim@example.org",
    "The email address must fit on one line (no line breaks)",
    "Die E-Mail-Adresse muss in eine Zeile passen (ohne Zeilenumbruch)",
  ],
  [
    "email",
    `${"a".repeat(250)}@b.de`,
    "The email address is too long: at most 254 characters, 255 entered",
    "Die E-Mail-Adresse ist zu lang: höchstens 254 Zeichen, eingegeben sind 255",
  ],
  ["subject", "", "Subject is required", "Betreff ist erforderlich"],
  [
    "subject",
    "sales",
    "Please choose a subject from the list: General question, Help with a file or Feedback",
    "Bitte einen Betreff aus der Liste wählen: Allgemeine Frage, Hilfe bei einer Datei oder Feedback",
  ],
  ["message", " \n ", "Message is required", "Nachricht ist erforderlich"],
  [
    "message",
    "too short",
    "Please enter a longer message (at least 10 characters)",
    "Bitte eine längere Nachricht eingeben (mindestens 10 Zeichen)",
  ],
  [
    "message",
    "m".repeat(5001),
    "The message is too long: at most 5,000 characters, 5,001 entered",
    "Die Nachricht ist zu lang: höchstens 5.000 Zeichen, eingegeben sind 5.001",
  ],
  [
    "message",
    "Hallo\u0000Welt, wie geht es?",
    "The message contains invisible control characters (such as tabs); please remove them",
    "Die Nachricht enthält unsichtbare Steuerzeichen (etwa Tabulatoren); bitte entfernen",
  ],
];

describe("contact form fields", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      { label: "embedded" },
      { env: { RATE_LIMIT_CONTACT: "100", RATE_LIMIT_CONTACT_INVALID: "1000" } },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  for (const [field, value, en, de] of cases) {
    it(`refuses ${field} = ${JSON.stringify(value)?.slice(0, 40)} with its own message in English and German`, async () => {
      const body = { ...valid, [field]: value };
      const english = await refusal(await t.postJson("/api/contact", body));
      expect(english).toEqual({
        code: "validation_failed",
        message: `The request is invalid: ${field}: ${en}.`,
        fields: { [field]: en },
      });
      const german = await refusal(await t.postJson("/api/contact", body, { "accept-language": "de" }));
      expect(german.fields).toEqual({ [field]: de });
      expect(german.message).toBe(`Die Anfrage ist ungültig: ${field}: ${de}.`);
    });
  }

  it("names every refused field at once, and nothing is stored", async () => {
    const before = (await t.services.db.listContacts(1000)).length;
    const all = await refusal(await t.postJson("/api/contact", { name: "", email: "x", message: "kurz" }));
    expect(all.fields).toEqual({
      name: "Name is required",
      email: "Please enter a valid email address",
      subject: "Subject is required",
      message: "Please enter a longer message (at least 10 characters)",
    });
    expect((await t.services.db.listContacts(1000)).length).toBe(before);
  });

  it("takes the limits themselves, counting characters as a reader does (an emoji is one), trimmed", async () => {
    const ids: string[] = [];
    for (const body of [
      { ...valid, name: "N".repeat(200) },
      { ...valid, name: "😀".repeat(200) },
      { ...valid, message: "ä".repeat(5000) },
      // 5,000 four-byte characters still fit in the request body.
      { ...valid, message: "😀".repeat(5000) },
      { ...valid, name: "  Erika  ", message: `  ${"m".repeat(5000)}\n\n` },
      { ...valid, email: `${"a".repeat(249)}@b.de` },
    ]) {
      const response = await t.postJson("/api/contact", body);
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { data: { id: string } }).data.id);
    }
    const stored = await t.services.db.listContacts(1000);
    const trimmed = stored.find((contact) => contact.id === ids[4]);
    expect([trimmed?.name, trimmed?.message]).toEqual(["Erika", "m".repeat(5000)]);
  });

  it("documents the same limits in the OpenAPI file, and the fields of the error", async () => {
    const doc = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, { post: { requestBody: { content: Record<string, { schema: unknown }> } } }>;
      components: { schemas: { Error: { properties: { error: { properties: Record<string, unknown> } } } } };
    };
    const schema = doc.paths["/api/contact"]?.post.requestBody.content["application/json"]?.schema as {
      properties: Record<string, { maxLength?: number; minLength?: number }>;
    };
    expect(schema.properties.name?.maxLength).toBe(200);
    expect(schema.properties.email?.maxLength).toBe(254);
    expect([schema.properties.message?.minLength, schema.properties.message?.maxLength]).toEqual([10, 5000]);
    expect(Object.keys(doc.components.schemas.Error.properties.error.properties)).toContain("fields");
  });
});
