import { z } from "zod";

/** Request and response bodies. The same objects validate requests and generate /api/openapi.json. */

export const errorBody = z.object({
  error: z.object({
    code: z.string().meta({ description: "Stable machine-readable code, e.g. file_too_large" }),
    message: z.string().meta({ description: "Sentence in German or English, chosen by Accept-Language" }),
  }),
});

export const uploadResponse = z.object({ fileKey: z.string() });

export const fileKeySchema = z
  .string()
  .min(3)
  .max(200)
  .regex(/^\d{10,15}_[^/\\]+$/, "must be a fileKey returned by POST /api/uploads");

export const consentRequest = z.object({
  termsAccepted: z.boolean(),
  dataProcessingAccepted: z.boolean(),
  fileIdentifier: z.string().min(1).max(300),
});

export const consentResponse = z.object({ consent_id: z.string() });

export const conversionRequest = z.object({ fileKey: fileKeySchema });

export const conversionResponse = z.object({
  success: z.literal(true),
  data: z.object({
    token_id: z.string().meta({ description: "Access token for POST /api/downloads; 256 random bits" }),
    excel_filename: z.string(),
  }),
});

export const downloadRequest = z.object({ tokenId: z.string().min(1).max(100) });

export const downloadResponse = z.object({
  excel: z.string().meta({ description: "Signed, expiring URL of the xlsx on this server" }),
});

export const contactSubjects = ["general", "support", "feedback"] as const;

export const contactRequest = z.object({
  name: z.string().trim().min(1).max(200),
  // The website's rule (something@something.something), so the server never refuses what the form accepted.
  email: z
    .string()
    .trim()
    .max(320)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "invalid email address"),
  subject: z.enum(contactSubjects),
  message: z.string().trim().min(10).max(5000),
  website: z
    .string()
    .max(500)
    .optional()
    .meta({ description: "Honeypot: humans leave this empty; filled-in messages are dropped silently" }),
});

export const contactResponse = z.object({ data: z.object({ id: z.string() }) });

export const healthResponse = z.object({
  status: z.enum(["ok", "unavailable"]),
  checks: z.record(z.string(), z.string()).optional(),
});
