import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { type AppDeps, recordUsage } from "../deps.js";
import type { AppEnv } from "../http/context.js";
import { ApiError } from "../http/errors.js";
import { readJsonBody } from "../http/json-body.js";
import { consentRequest } from "../schemas.js";

/** POST /api/consents: records what the user agreed to. No file content and no address is stored with it. */
export function consentRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post("/api/consents", async (c) => {
    const body = await readJsonBody(c, consentRequest);
    if (!body.termsAccepted) throw new ApiError(400, "consent_required");
    const id = randomUUID();
    await deps.db.insertConsent({
      id,
      termsAccepted: body.termsAccepted,
      dataProcessingAccepted: body.dataProcessingAccepted,
      fileIdentifier: body.fileIdentifier,
      createdAt: deps.clock(),
    });
    recordUsage(deps, "consent");
    return c.json({ consent_id: id }, 201);
  });
  return app;
}
