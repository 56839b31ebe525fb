// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../api/client";
import { ToastProvider } from "../components/Toasts";
import { contactTexts } from "../content/contact";
import type { Lang } from "../i18n/lang";
import { ContactForm, type ContactSubmit } from "./ContactForm";
import { validateContact } from "./validation";

afterEach(cleanup);

const valid = {
  name: "Erika",
  email: "erika@example.org",
  subject: "support",
  message: "Eine Frage zur X83.",
};

function setup(submit: ContactSubmit, lang: Lang) {
  render(
    <ToastProvider lang={lang}>
      <ContactForm texts={contactTexts[lang]} submit={submit} onSent={() => {}} />
    </ToastProvider>,
  );
  const t = contactTexts[lang];
  return (values: typeof valid) => {
    fireEvent.change(screen.getByLabelText(t.name), { target: { value: values.name } });
    fireEvent.change(screen.getByLabelText(t.email), { target: { value: values.email } });
    fireEvent.change(screen.getByLabelText(t.subject), { target: { value: values.subject } });
    fireEvent.change(screen.getByLabelText(t.message), { target: { value: values.message } });
    fireEvent.click(screen.getByRole("button", { name: t.submit }));
  };
}

/** The message shown at a field, found the way a screen reader finds it: aria-invalid and aria-describedby. */
function messageAt(label: string): string | null {
  const field = screen.getByLabelText(label);
  if (field.getAttribute("aria-invalid") !== "true") return null;
  const described = field.getAttribute("aria-describedby");
  return described ? (document.getElementById(described)?.textContent ?? null) : null;
}

describe("contact field messages", () => {
  it("names each failure of each field truly, with the limit in the reader's notation", () => {
    const cases: [Partial<typeof valid>, keyof typeof valid, string, string][] = [
      [
        { name: "N".repeat(201) },
        "name",
        "The name is too long: at most 200 characters, 201 entered",
        "Der Name ist zu lang: höchstens 200 Zeichen, eingegeben sind 201",
      ],
      [
        { name: "Eve\r\nBcc: x@y.de" },
        "name",
        "The name must fit on one line (no line breaks)",
        "Der Name muss in eine Zeile passen (ohne Zeilenumbruch)",
      ],
      [
        { email: `${"a".repeat(250)}@b.de` },
        "email",
        "The email address is too long: at most 254 characters, 255 entered",
        "Die E-Mail-Adresse ist zu lang: höchstens 254 Zeichen, eingegeben sind 255",
      ],
      [{ message: "" }, "message", "Message is required", "Nachricht ist erforderlich"],
      [
        { message: "m".repeat(5001) },
        "message",
        "The message is too long: at most 5,000 characters, 5,001 entered",
        "Die Nachricht ist zu lang: höchstens 5.000 Zeichen, eingegeben sind 5.001",
      ],
    ];
    for (const [input, field, en, de] of cases) {
      expect(validateContact({ ...valid, ...input }, contactTexts.en.errors)).toEqual({ [field]: en });
      expect(validateContact({ ...valid, ...input }, contactTexts.de.errors)).toEqual({ [field]: de });
    }
    // An emoji is one character, as the reader counts.
    expect(validateContact({ ...valid, name: "😀".repeat(200) }, contactTexts.en.errors)).toEqual({});
  });

  it("shows a too long message at its field, described for assistive technology (German)", async () => {
    const calls: unknown[] = [];
    const send = setup(async (values) => {
      calls.push(values);
    }, "de");
    send({ ...valid, message: "m".repeat(5001) });
    expect(messageAt("Nachricht")).toBe(
      "Die Nachricht ist zu lang: höchstens 5.000 Zeichen, eingegeben sind 5.001",
    );
    expect(messageAt("Name")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Nachricht"));
    expect(calls).toEqual([]);
  });

  it("puts the server's field sentences at the fields instead of a general error toast (English)", async () => {
    const send = setup(async () => {
      throw new ApiError("The request is invalid: name: Name is required.", 400, "validation_failed", {
        name: "The name must fit on one line (no line breaks)",
      });
    }, "en");
    await act(async () => send(valid));
    expect(messageAt("Name")).toBe("The name must fit on one line (no line breaks)");
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(screen.queryByText("There was an error sending your message. Please try again later.")).toBeNull();
  });
});
