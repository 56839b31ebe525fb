import { describe, expect, it } from "vitest";
import { contactIssueMessage } from "../../server/src/contact/messages.ts";
import {
  type ContactField,
  contactLimits,
  validateContact as validateOnServer,
} from "../../server/src/contact/validation.ts";
import { CONTACT_LIMITS, validateContact } from "../src/contact/validation";
import { contactTexts } from "../src/content/contact";

const valid = {
  name: "Erika",
  email: "erika@example.org",
  subject: "support",
  message: "Eine Frage zur X83.",
};

/** Every failure the form can meet, each field by itself. */
const inputs: Partial<typeof valid>[] = [
  { name: "" },
  { name: "N".repeat(201) },
  { name: "😀".repeat(201) },
  { name: "Eve\nAdams" },
  { name: "Eve\tAdams" },
  { email: "" },
  { email: "ada@example" },
  { email: `${"a".repeat(250)}@b.de` },
  { email: "a@b.de\rBcc: x@y.de" },
  { email: "a\u0007@b.de" },
  { subject: "" },
  { subject: "sales" },
  { message: "" },
  { message: "kurz" },
  { message: "m".repeat(5001) },
  { message: "Hallo\u0000Welt, eine Frage" },
  { name: "😀".repeat(200), message: "ä".repeat(5000) },
];

describe("the form and the server say the same", () => {
  it("uses the server's limits", () => {
    expect(CONTACT_LIMITS).toEqual({
      nameMax: contactLimits.nameMax,
      emailMax: contactLimits.emailMax,
      messageMin: contactLimits.messageMin,
      messageMax: contactLimits.messageMax,
    });
  });

  for (const lang of ["de", "en"] as const) {
    it(`gives each refused field the server's sentence (${lang})`, () => {
      for (const input of inputs) {
        const values = { ...valid, ...input };
        const checked = validateOnServer(values);
        const server: Partial<Record<ContactField, string>> = {};
        if (!checked.ok) {
          for (const [field, issue] of Object.entries(checked.issues)) {
            if (issue)
              server[field as ContactField] = contactIssueMessage(field as ContactField, issue, lang);
          }
        }
        expect([input, validateContact(values, contactTexts[lang].errors)]).toEqual([input, server]);
      }
    });
  }
});
