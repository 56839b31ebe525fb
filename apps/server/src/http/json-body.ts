import type { z } from "zod";
import type { AppContext } from "./context.js";
import { ApiError } from "./errors.js";

/** Describes zod issues briefly in field terms, e.g. "email: Invalid email address". */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

/** Parses and validates a JSON body (its size is limited by middleware) or answers 415/400 with the reason. */
export async function readJsonBody<S extends z.ZodType>(c: AppContext, schema: S): Promise<z.output<S>> {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(contentType)) {
    throw new ApiError(415, "unsupported_media_type", { expected: "application/json" });
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, "validation_failed", { details: "body is not valid JSON" });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new ApiError(400, "validation_failed", { details: describeIssues(parsed.error) });
  return parsed.data;
}
