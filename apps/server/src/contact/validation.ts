/**
 * The contact form's rules, field by field, as the website applies them (apps/web/src/contact/validation.ts mirrors
 * these limits). Lengths count characters as a reader does (code points, after trimming), not UTF-16 units.
 */
export const contactSubjects = ["general", "support", "feedback"] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export const contactLimits = {
  nameMax: 200,
  // RFC 5321 allows at most 254 characters in a forward path; a longer address cannot receive the answer.
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
  honeypotMax: 500,
} as const;

export type ContactField = "name" | "email" | "subject" | "message";

/** Why one field was refused; `max`/`count` let the message name the limit and what was entered. */
export type ContactIssue =
  | { kind: "required" }
  | { kind: "not_text" }
  | { kind: "too_short"; min: number; count: number }
  | { kind: "too_long"; max: number; count: number }
  | { kind: "line_break" }
  | { kind: "control_character" }
  | { kind: "invalid_email" }
  | { kind: "unknown_subject" };

export interface ContactInput {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  website: string;
}

export type ContactValidation =
  | { ok: true; value: ContactInput }
  | { ok: false; issues: Partial<Record<ContactField, ContactIssue>> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Line breaks of every kind: they would start a new line in the relayed mail's headers or its "Name:" line. */
const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/;
/** Other C0/C1 control characters (tab included): invisible in a name, and NUL cannot be stored in PostgreSQL. */
const CONTROL = /\p{Cc}/u;
/** The message keeps its line breaks and tabs; the other control characters are refused. */
const MESSAGE_CONTROL = /(?![\t\n\r])\p{Cc}/u;

export function characterCount(text: string): number {
  return [...text].length;
}

type Text = { ok: true; text: string } | { ok: false; issue: ContactIssue };

function text(raw: unknown): Text {
  if (raw === undefined || raw === null) return { ok: false, issue: { kind: "required" } };
  if (typeof raw !== "string") return { ok: false, issue: { kind: "not_text" } };
  const trimmed = raw.trim();
  if (trimmed.length === 0) return { ok: false, issue: { kind: "required" } };
  return { ok: true, text: trimmed };
}

function singleLine(value: string, max: number): ContactIssue | undefined {
  if (LINE_BREAK.test(value)) return { kind: "line_break" };
  if (CONTROL.test(value)) return { kind: "control_character" };
  const count = characterCount(value);
  if (count > max) return { kind: "too_long", max, count };
  return undefined;
}

function nameIssue(raw: unknown): ContactIssue | undefined {
  const t = text(raw);
  return t.ok ? singleLine(t.text, contactLimits.nameMax) : t.issue;
}

function emailIssue(raw: unknown): ContactIssue | undefined {
  const t = text(raw);
  if (!t.ok) return t.issue;
  return (
    singleLine(t.text, contactLimits.emailMax) ?? (EMAIL.test(t.text) ? undefined : { kind: "invalid_email" })
  );
}

function subjectIssue(raw: unknown): ContactIssue | undefined {
  const t = text(raw);
  if (!t.ok) return t.issue;
  return (contactSubjects as readonly string[]).includes(t.text) ? undefined : { kind: "unknown_subject" };
}

function messageIssue(raw: unknown): ContactIssue | undefined {
  const t = text(raw);
  if (!t.ok) return t.issue;
  if (MESSAGE_CONTROL.test(t.text)) return { kind: "control_character" };
  const count = characterCount(t.text);
  if (count < contactLimits.messageMin) return { kind: "too_short", min: contactLimits.messageMin, count };
  if (count > contactLimits.messageMax) return { kind: "too_long", max: contactLimits.messageMax, count };
  return undefined;
}

/** Checks every field (not just the first failing one), so the form can mark all of them at once. */
export function validateContact(body: Record<string, unknown>): ContactValidation {
  const issues: Partial<Record<ContactField, ContactIssue>> = {};
  const checks: [ContactField, (raw: unknown) => ContactIssue | undefined][] = [
    ["name", nameIssue],
    ["email", emailIssue],
    ["subject", subjectIssue],
    ["message", messageIssue],
  ];
  for (const [field, check] of checks) {
    const issue = check(body[field]);
    if (issue) issues[field] = issue;
  }
  if (Object.keys(issues).length > 0) return { ok: false, issues };
  const website = typeof body.website === "string" ? body.website.slice(0, contactLimits.honeypotMax) : "";
  return {
    ok: true,
    value: {
      name: String(body.name).trim(),
      email: String(body.email).trim(),
      subject: String(body.subject).trim() as ContactSubject,
      message: String(body.message).trim(),
      website,
    },
  };
}
