// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ToastProvider } from "../components/Toasts";
import { contactTexts } from "../content/contact";
import type { Lang } from "../i18n/lang";
import { ContactForm, type ContactSubmit } from "./ContactForm";
import { validateContact } from "./validation";

afterEach(cleanup);

function setup(submit: ContactSubmit, lang: Lang = "en") {
  const sent: string[] = [];
  render(
    <ToastProvider lang={lang}>
      <ContactForm texts={contactTexts[lang]} submit={submit} onSent={() => sent.push("sent")} />
    </ToastProvider>,
  );
  return sent;
}

function fill(values: { name: string; email: string; subject: string; message: string }, lang: Lang = "en") {
  const t = contactTexts[lang];
  fireEvent.change(screen.getByLabelText(t.name), { target: { value: values.name } });
  fireEvent.change(screen.getByLabelText(t.email), { target: { value: values.email } });
  fireEvent.change(screen.getByLabelText(t.subject), { target: { value: values.subject } });
  fireEvent.change(screen.getByLabelText(t.message), { target: { value: values.message } });
}

describe("validateContact", () => {
  it("reports every rule of the spec with its message", () => {
    const e = contactTexts.en.errors;
    expect(validateContact({ name: " ", email: "", subject: "", message: "short" }, e)).toEqual({
      name: "Name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Please enter a longer message (at least 10 characters)",
    });
    expect(
      validateContact({ name: "A", email: "a@b", subject: "support", message: "0123456789" }, e),
    ).toEqual({
      email: "Please enter a valid email address",
    });
    expect(
      validateContact({ name: "A", email: "a@b.de", subject: "feedback", message: "0123456789" }, e),
    ).toEqual({});
    expect(
      validateContact({ name: "A", email: "a@b.de", subject: "sales", message: "0123456789" }, e).subject,
    ).toBe("Please choose a subject from the list: General question, Help with a file or Feedback");
  });
});

describe("ContactForm", () => {
  it("shows German validation messages and does not submit", async () => {
    const calls: unknown[] = [];
    setup(async (v) => {
      calls.push(v);
    }, "de");
    fireEvent.click(screen.getByRole("button", { name: "Nachricht senden" }));
    expect(await screen.findByText("Name ist erforderlich")).toBeTruthy();
    expect(screen.getByText("E-Mail-Adresse ist erforderlich")).toBeTruthy();
    expect(screen.getByText("Betreff ist erforderlich")).toBeTruthy();
    expect(screen.getByText("Nachricht ist erforderlich")).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
  });

  it("submits trimmed values with an empty honeypot, disabling the button while sending", async () => {
    let release: () => void = () => {};
    const calls: unknown[] = [];
    const sent = setup(
      (values) =>
        new Promise<void>((resolve) => {
          calls.push(values);
          release = resolve;
        }),
    );
    fill({ name: " Ada ", email: "ada@example.org", subject: "support", message: "My X83 does not open." });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    const busy = await screen.findByRole("button", { name: "Submitting..." });
    expect(busy).toHaveProperty("disabled", true);
    await act(async () => release());
    expect(sent).toEqual(["sent"]);
    expect(calls).toEqual([
      {
        name: "Ada",
        email: "ada@example.org",
        subject: "support",
        message: "My X83 does not open.",
        website: "",
      },
    ]);
  });

  it("keeps the form and shows the error toast when sending fails", async () => {
    const sent = setup(async () => {
      throw new Error("503");
    });
    fill({ name: "Ada", email: "ada@example.org", subject: "general", message: "Hello there, a question." });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(
      await screen.findByText("There was an error sending your message. Please try again later."),
    ).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
    expect(sent).toEqual([]);
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Ada");
    expect(screen.getByRole("button", { name: "Send message" })).toHaveProperty("disabled", false);
  });
});
