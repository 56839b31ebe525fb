import { type FormEvent, useId, useRef, useState } from "react";
import { ApiError, postJson } from "../api/client";
import { useToast } from "../components/Toasts";
import type { ContactTexts } from "../content/contact";
import type { Lang } from "../i18n/lang";
import { CONTACT_SUBJECTS, type ContactErrors, type ContactValues, validateContact } from "./validation";

export type ContactSubmit = (values: ContactValues & { website: string }) => Promise<void>;

export function httpContactSubmit(lang: Lang): ContactSubmit {
  return async (values) => {
    await postJson("/api/contact", values, lang);
  };
}

const FIELDS = ["name", "email", "subject", "message"] as const satisfies readonly (keyof ContactValues)[];

function fieldErrors(fields: Readonly<Record<string, string>>): ContactErrors {
  const found: ContactErrors = {};
  for (const field of FIELDS) if (fields[field]) found[field] = fields[field];
  return found;
}

const EMPTY: ContactValues = { name: "", email: "", subject: "", message: "" };

interface ContactFormProps {
  texts: ContactTexts;
  submit: ContactSubmit;
  onSent(): void;
}

export function ContactForm({ texts, submit, onSent }: ContactFormProps) {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;

  const update = (field: keyof ContactValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** Shows the messages at their fields and moves the focus to the first; true when there was any. */
  const showErrors = (found: ContactErrors): boolean => {
    setErrors(found);
    const firstInvalid = FIELDS.find((k) => found[k]);
    if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
    return firstInvalid !== undefined;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (showErrors(validateContact(values, texts.errors))) return;
    setSubmitting(true);
    try {
      await submit({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject,
        message: values.message.trim(),
        website: honeypot.current?.value ?? "",
      });
      setValues(EMPTY);
      onSent();
    } catch (error) {
      // The server checks the same rules; should it still refuse a field, its sentence goes to that field.
      if (error instanceof ApiError && showErrors(fieldErrors(error.fields))) return;
      toast({ variant: "error", title: texts.errorTitle, description: texts.errorDescription });
    } finally {
      setSubmitting(false);
    }
  };

  const describe = (field: keyof ContactValues) => (errors[field] ? `${fieldId(field)}-error` : undefined);
  const errorLine = (field: keyof ContactValues) =>
    errors[field] ? (
      <p className="field-error" id={`${fieldId(field)}-error`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={submitting}>
      <div className="field">
        <label htmlFor={fieldId("name")}>{texts.name}</label>
        <input
          id={fieldId("name")}
          name="name"
          autoComplete="name"
          value={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describe("name")}
          onChange={(e) => update("name", e.target.value)}
        />
        {errorLine("name")}
      </div>
      <div className="field">
        <label htmlFor={fieldId("email")}>{texts.email}</label>
        <input
          id={fieldId("email")}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describe("email")}
          onChange={(e) => update("email", e.target.value)}
        />
        {errorLine("email")}
      </div>
      <div className="field">
        <label htmlFor={fieldId("subject")}>{texts.subject}</label>
        <select
          id={fieldId("subject")}
          name="subject"
          value={values.subject}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={describe("subject")}
          onChange={(e) => update("subject", e.target.value)}
        >
          <option value="">{texts.subjectPlaceholder}</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {texts.subjects[subject]}
            </option>
          ))}
        </select>
        {errorLine("subject")}
      </div>
      <div className="field">
        <label htmlFor={fieldId("message")}>{texts.message}</label>
        <textarea
          id={fieldId("message")}
          name="message"
          rows={6}
          value={values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describe("message")}
          onChange={(e) => update("message", e.target.value)}
        />
        {errorLine("message")}
      </div>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={fieldId("website")}>{texts.honeypot}</label>
        <input ref={honeypot} id={fieldId("website")} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="muted small">{texts.privacyNote}</p>
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting && <span className="spinner" aria-hidden="true" />}
        {submitting ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
