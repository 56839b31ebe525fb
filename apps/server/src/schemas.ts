import { z } from "zod";
import { contactLimits, contactSubjects } from "./contact/validation.js";
import { isUploadFileKey, uploadKeyPattern } from "./file-names.js";

/** Request and response bodies. The same objects validate requests and generate /api/openapi.json. */

export const errorBody = z.object({
  error: z.object({
    code: z.string().meta({ description: "Stable machine-readable code, e.g. file_too_large" }),
    message: z.string().meta({ description: "Sentence in German or English, chosen by Accept-Language" }),
    fields: z.record(z.string(), z.string()).optional().meta({
      description:
        "POST /api/contact, validation_failed only: each refused field (name, email, subject, message) with its own sentence",
    }),
  }),
});

export const uploadResponse = z.object({
  fileKey: z.string().meta({
    description:
      "The upload's capability: `{epoch ms}_{22 random base64url characters (128 bits)}_{file name}`; keep it private",
  }),
});

/** Only the form POST /api/uploads makes passes: anything else is refused before a lookup (no path, no guessing). */
export const fileKeySchema = z
  .string()
  .max(200)
  .regex(uploadKeyPattern, "must be a fileKey returned by POST /api/uploads")
  .refine(isUploadFileKey, "must be a fileKey returned by POST /api/uploads")
  .meta({
    description:
      "A fileKey returned by POST /api/uploads: `{epoch ms}_{22 random base64url characters (128 bits)}_{file name}`",
  });

export const consentRequest = z.object({
  termsAccepted: z.boolean(),
  dataProcessingAccepted: z.boolean(),
  fileIdentifier: z.string().min(1).max(300),
});

export const consentResponse = z.object({ consent_id: z.string() });

/** What a conversion makes: the workbook, or the one input written again as GAEB DA XML 3.3. */
export const outputFormats = ["xlsx", "gaeb-xml"] as const;

/** Files one conversion takes, like the command line's `INPUT...`; each upload is at most MAX_UPLOAD_BYTES. */
export const maxFilesPerConversion = 10;

export const conversionRequest = z
  .object({
    fileKey: fileKeySchema.optional().meta({ description: "One upload (the original single-file form)" }),
    fileKeys: z
      .array(fileKeySchema)
      .min(1)
      .max(maxFilesPerConversion)
      .optional()
      .meta({ description: "Several uploads: one workbook with a sheet per file, in this order" }),
    baseFileKey: fileKeySchema.optional().meta({
      description:
        "The request (X83/X81) the offers (X84) among the files answer: its texts, units and item kinds are laid under their prices, as the CLI's --base does. It gets no sheet of its own.",
    }),
    lang: z
      .enum(["de", "en"])
      .optional()
      .meta({ description: "Language of the column headers and labels; default: Accept-Language" }),
    longText: z.boolean().optional().meta({ description: "Include the long texts; default true" }),
    components: z.boolean().optional().meta({
      description:
        "A request whose LV names no price components gets the four of VHB Formblatt 223 (Lohn, Stoffe, Geräte, Sonstiges) and a time per unit in its offer form, for a bidder asked for the breakdown of unit prices; an LV with components of its own keeps them. Default false.",
    }),
    format: z.enum(outputFormats).optional().meta({
      description:
        'What to make: "xlsx" (default) the workbook; "gaeb-xml" GAEB DA XML 3.3 of the input\'s phase (X83 from a request, X84 from an offer, …) from exactly one file and no base (several: 400 gaeb_xml_one_file). lang, longText and components do not apply to it.',
    }),
  })
  .superRefine((body, context) => {
    const keys = body.fileKeys ?? (body.fileKey ? [body.fileKey] : []);
    if (keys.length === 0 || (body.fileKey && body.fileKeys)) {
      context.addIssue({ code: "custom", message: "give either fileKey or fileKeys", path: ["fileKeys"] });
    }
    if (new Set(keys).size !== keys.length) {
      context.addIssue({ code: "custom", message: "each fileKey only once", path: ["fileKeys"] });
    }
    if (body.baseFileKey && keys.includes(body.baseFileKey)) {
      context.addIssue({
        code: "custom",
        message: "the base is not one of the files",
        path: ["baseFileKey"],
      });
    }
  });

/** The core's summary of one worksheet, shown to the user before the download. */
export const sheetSummary = z.object({
  file: z.string(),
  sheet: z.string(),
  format: z.enum(["gaeb-xml", "gaeb-2000", "gaeb-90"]),
  version: z.string(),
  phase: z.string(),
  phaseName: z.string(),
  project: z.string().optional(),
  boq: z.string().optional(),
  currency: z.string(),
  sections: z.number().int(),
  items: z.number().int(),
  declaredTotal: z.string().optional().meta({ description: "Grand total the file declares, plain decimal" }),
  computedTotal: z
    .string()
    .optional()
    .meta({ description: "Grand total the sheet computes (cached value of its formula), plain decimal" }),
  base: z.string().optional().meta({ description: "The request merged into this offer's sheet" }),
});

export const conversionNote = z.object({
  severity: z.enum(["warning", "info"]),
  code: z.string(),
  file: z.string().optional(),
  message: z.string().meta({ description: "In the language of Accept-Language, like error messages" }),
});

export const conversionResponse = z.object({
  success: z.literal(true),
  data: z.object({
    token_id: z.string().meta({ description: "Access token for POST /api/downloads; 256 random bits" }),
    excel_filename: z.string().meta({
      description:
        "The result's file name: `LV.xlsx`, or for format gaeb-xml the input's base name with the phase's extension (`LV.X83`)",
    }),
    expires_at: z.string().meta({ description: "When the token and the files expire (ISO 8601)" }),
    sheets: z.array(sheetSummary).meta({ description: "One per worksheet; empty for format gaeb-xml" }),
    notes: z.array(conversionNote).meta({ description: "The converter's warnings and notes (at most 50)" }),
  }),
});

export const deletionRequest = z.object({
  tokenId: z
    .string()
    .min(1)
    .max(100)
    .meta({ description: "The token of the conversion: proof of possession" }),
});

export const deletionResponse = z.object({ deleted: z.literal(true) });

export const downloadRequest = z.object({ tokenId: z.string().min(1).max(100) });

export const downloadResponse = z.object({
  excel: z.string().meta({
    description: "Signed, expiring URL of the result (the xlsx, or the GAEB DA XML file) on this server",
  }),
});

/**
 * Documents POST /api/contact in the OpenAPI file. The route checks the body with contact/validation.ts instead,
 * which gives each field its own message; both take their limits from `contactLimits`.
 */
export const contactRequest = z.object({
  name: z
    .string()
    .min(1)
    .max(contactLimits.nameMax)
    .meta({ description: "One line: line breaks and other control characters are refused" }),
  email: z
    .string()
    .max(contactLimits.emailMax)
    .meta({ description: "something@something.something, one line" }),
  subject: z.enum(contactSubjects),
  message: z.string().min(contactLimits.messageMin).max(contactLimits.messageMax).meta({
    description: "Characters after trimming; line breaks and tabs allowed, other control characters not",
  }),
  website: z
    .string()
    .max(contactLimits.honeypotMax)
    .optional()
    .meta({ description: "Honeypot: humans leave this empty; filled-in messages are dropped silently" }),
});

export const contactResponse = z.object({ data: z.object({ id: z.string() }) });

export const healthResponse = z.object({
  status: z.enum(["ok", "unavailable"]),
  checks: z.record(z.string(), z.string()).optional(),
});
