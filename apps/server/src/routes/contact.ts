import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { contactIssueMessage } from "../contact/messages.js";
import type { ContactField } from "../contact/validation.js";
import { validateContact } from "../contact/validation.js";
import type { ContactRecord } from "../db/types.js";
import { type AppDeps, recordUsage } from "../deps.js";
import type { AppEnv } from "../http/context.js";
import { chargeRateLimit } from "../http/guards.js";
import { readJsonBody } from "../http/json-body.js";
import { errorMessage } from "../messages.js";

const anyObject = z.record(z.string(), z.unknown());

/**
 * POST /api/contact: validated like the website's form, stored, and relayed by SMTP when configured.
 *
 * Only messages that are taken count against RATE_LIMIT_CONTACT, so a reader who mistypes the address five times
 * can still send; refused submissions count against their own, larger RATE_LIMIT_CONTACT_INVALID, so the endpoint
 * cannot be hammered for free. Both windows are fixed, so the refused sixth message in a window costs nothing later.
 */
export function contactRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const limit = (bucket: string, limit: number) => ({
    db: deps.db,
    clock: deps.clock,
    bucket,
    limit,
    windowSeconds: deps.config.rateLimitWindowSeconds,
  });
  const delivered = limit("contact", deps.config.rateLimitContact);
  const refused = limit("contact-invalid", deps.config.rateLimitContactInvalid);

  app.post("/api/contact", async (c) => {
    const body = await readJsonBody(c, anyObject);
    const checked = validateContact(body);
    if (!checked.ok) {
      await chargeRateLimit(refused, c.get("clientKey"));
      const locale = c.get("locale");
      const fields: Partial<Record<ContactField, string>> = {};
      for (const [field, issue] of Object.entries(checked.issues) as [
        ContactField,
        (typeof checked.issues)[ContactField],
      ][]) {
        if (issue) fields[field] = contactIssueMessage(field, issue, locale);
      }
      const details = Object.entries(fields)
        .map(([field, message]) => `${field}: ${message}`)
        .join("; ");
      // `fields` names each refused field with its sentence, so the website can show it at the field.
      return c.json(
        {
          error: {
            code: "validation_failed",
            message: errorMessage("validation_failed", locale, { details }),
            fields,
          },
        },
        400,
      );
    }
    await chargeRateLimit(delivered, c.get("clientKey"));
    const input = checked.value;
    const id = randomUUID();
    if (input.website.trim().length > 0) {
      // Bots fill every field. They get the same answer as people (limit included) so they learn nothing, and
      // nothing is kept.
      deps.logger.info("contact honeypot filled; message dropped");
      return c.json({ data: { id } }, 201);
    }
    const contact: ContactRecord = {
      id,
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      createdAt: deps.clock(),
      relayed: false,
    };
    await deps.db.insertContact(contact);
    recordUsage(deps, "contact");
    const mailer = deps.mailer;
    if (mailer) {
      // The message is stored already; relaying happens after the answer so a slow mail server never delays it.
      void mailer
        .relay(contact)
        .then(() => deps.db.markContactRelayed(id))
        .catch((error: unknown) => deps.logger.warn({ err: error, contactId: id }, "contact relay failed"));
    }
    return c.json({ data: { id } }, 201);
  });
  return app;
}
