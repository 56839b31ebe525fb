import type { ContactTexts } from "../content/contact";

export const CONTACT_SUBJECTS = ["general", "support", "feedback"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** The server's limits (apps/server/src/contact/validation.ts), so the form never sends what it would refuse. */
export const CONTACT_LIMITS = { nameMax: 200, emailMax: 254, messageMin: 10, messageMax: 5000 } as const;

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Line breaks of every kind: a name or an address is one line. */
const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/;
/** Control characters (tab included): invisible in a name or an address. */
const CONTROL = /\p{Cc}/u;
/** The message keeps its line breaks and tabs; the other control characters are refused. */
const MESSAGE_CONTROL = /(?![\t\n\r])\p{Cc}/u;

/** Characters as a reader counts them: an emoji is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  return [...text].length;
}

/** The product's rules, with one message per field (the first rule that fails), as the server applies them. */
export function validateContact(values: ContactValues, errors: ContactTexts["errors"]): ContactErrors {
  const result: ContactErrors = {};
  const name = values.name.trim();
  const nameCount = characterCount(name);
  if (name.length < 1) result.name = errors.nameRequired;
  else if (LINE_BREAK.test(name)) result.name = errors.nameLineBreak;
  else if (CONTROL.test(name)) result.name = errors.nameControl;
  else if (nameCount > CONTACT_LIMITS.nameMax)
    result.name = errors.nameTooLong({ max: CONTACT_LIMITS.nameMax, count: nameCount });

  const email = values.email.trim();
  const emailCount = characterCount(email);
  if (email.length < 1) result.email = errors.emailRequired;
  else if (LINE_BREAK.test(email)) result.email = errors.emailLineBreak;
  else if (CONTROL.test(email)) result.email = errors.emailControl;
  else if (emailCount > CONTACT_LIMITS.emailMax)
    result.email = errors.emailTooLong({ max: CONTACT_LIMITS.emailMax, count: emailCount });
  else if (!EMAIL.test(email)) result.email = errors.emailInvalid;

  const subject = values.subject.trim();
  if (subject.length < 1) result.subject = errors.subjectRequired;
  else if (!(CONTACT_SUBJECTS as readonly string[]).includes(subject)) result.subject = errors.subjectUnknown;

  const message = values.message.trim();
  const messageCount = characterCount(message);
  if (message.length < 1) result.message = errors.messageRequired;
  else if (MESSAGE_CONTROL.test(message)) result.message = errors.messageControl;
  else if (messageCount < CONTACT_LIMITS.messageMin)
    result.message = errors.messageTooShort({ min: CONTACT_LIMITS.messageMin });
  else if (messageCount > CONTACT_LIMITS.messageMax)
    result.message = errors.messageTooLong({ max: CONTACT_LIMITS.messageMax, count: messageCount });
  return result;
}
