import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import type { ContactRecord } from "../db/types.js";
import { type AppDeps, recordUsage } from "../deps.js";
import type { AppEnv } from "../http/context.js";
import { readJsonBody } from "../http/json-body.js";
import { contactFieldMessages } from "../messages.js";
import { contactRequest } from "../schemas.js";

/** POST /api/contact: validated like the website's form, stored, and relayed by SMTP when configured. */
export function contactRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post("/api/contact", async (c) => {
    const body = await readJsonBody(c, contactRequest, contactFieldMessages);
    const id = randomUUID();
    if (body.website && body.website.trim().length > 0) {
      // Bots fill every field. They get the same answer as people so they learn nothing, and nothing is kept.
      deps.logger.info("contact honeypot filled; message dropped");
      return c.json({ data: { id } }, 201);
    }
    const contact: ContactRecord = {
      id,
      name: body.name,
      email: body.email,
      subject: body.subject,
      message: body.message,
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
