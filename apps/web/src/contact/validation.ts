import type { ContactTexts } from "../content/contact";

export const CONTACT_SUBJECTS = ["general", "support", "feedback"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const MIN_MESSAGE_LENGTH = 10;

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The product's rules, with one message per field (the first rule that fails). */
export function validateContact(values: ContactValues, errors: ContactTexts["errors"]): ContactErrors {
  const result: ContactErrors = {};
  if (values.name.trim().length < 1) result.name = errors.nameRequired;
  const email = values.email.trim();
  if (email.length < 1) result.email = errors.emailRequired;
  else if (!EMAIL.test(email)) result.email = errors.emailInvalid;
  if (!(CONTACT_SUBJECTS as readonly string[]).includes(values.subject))
    result.subject = errors.subjectRequired;
  if (values.message.trim().length < MIN_MESSAGE_LENGTH) result.message = errors.messageTooShort;
  return result;
}
