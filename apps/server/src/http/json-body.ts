import type { z } from "zod";
import type { Locale } from "../messages.js";
import type { AppContext } from "./context.js";
import { ApiError } from "./errors.js";

export type FieldMessages = Partial<Record<string, Record<Locale, string>>>;

/**
 * Describes zod issues in field terms, e.g. "email: Please enter a valid email address": in the reader's language
 * where the route supplies a message for the field, zod's English otherwise. One issue per field.
 */
function describeIssues(error: z.ZodError, locale: Locale, fieldMessages: FieldMessages): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const issue of error.issues) {
    const field = issue.path.join(".");
    if (seen.has(field)) continue;
    seen.add(field);
    const message = fieldMessages[field]?.[locale] ?? issue.message;
    parts.push(field ? `${field}: ${message}` : message);
  }
  return parts.slice(0, 5).join("; ");
}

/** Parses and validates a JSON body (its size is limited by middleware) or answers 415/400 with the reason. */
export async function readJsonBody<S extends z.ZodType>(
  c: AppContext,
  schema: S,
  fieldMessages: FieldMessages = {},
): Promise<z.output<S>> {
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
    throw new ApiError(400, "validation_failed", {
      details: describeIssues(parsed.error, c.get("locale"), fieldMessages),
    });
  return parsed.data;
}
