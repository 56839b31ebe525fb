import { z } from "zod";
import {
  consentRequest,
  consentResponse,
  contactRequest,
  contactResponse,
  conversionRequest,
  conversionResponse,
  deletionRequest,
  deletionResponse,
  downloadRequest,
  downloadResponse,
  errorBody,
  healthResponse,
  uploadResponse,
} from "./schemas.js";

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: "openapi-3.0",
    io,
    reused: "inline",
  }) as JsonSchema;
  return rest;
}

function jsonContent(schema: JsonSchema) {
  return { "application/json": { schema } };
}

function errors(...statuses: number[]) {
  const error = {
    description: "Error with a stable code",
    content: jsonContent({ $ref: "#/components/schemas/Error" }),
  };
  return Object.fromEntries(statuses.map((status) => [String(status), error]));
}

function operation(
  summary: string,
  request: z.ZodType | undefined,
  status: number,
  response: z.ZodType,
  failures: number[],
) {
  return {
    summary,
    ...(request ? { requestBody: { required: true, content: jsonContent(schemaOf(request, "input")) } } : {}),
    responses: {
      [String(status)]: { description: "Success", content: jsonContent(schemaOf(response, "output")) },
      ...errors(...failures),
    },
  };
}

/** OpenAPI 3 document built from the same zod schemas that validate the requests. */
export function buildOpenApiDocument(options: { maxUploadBytes: number }): JsonSchema {
  return {
    openapi: "3.0.3",
    info: {
      title: "gaeb2xlsx conversion service",
      version: "1.0.0",
      description:
        "Anonymous GAEB to Excel conversion, and any GAEB file to GAEB DA XML 3.3 (format gaeb-xml). Errors are `{ error: { code, message } }`; messages follow Accept-Language (de or en). A refused contact message adds `error.fields`: each refused field with its own sentence.",
    },
    paths: {
      "/api/uploads": {
        post: {
          summary: "Upload one GAEB file",
          requestBody: {
            required: true,
            content: {
              "multipart/form-data": {
                schema: {
                  type: "object",
                  required: ["file"],
                  properties: {
                    file: { type: "string", format: "binary", maxLength: options.maxUploadBytes },
                  },
                },
              },
            },
          },
          responses: {
            "201": { description: "Stored", content: jsonContent(schemaOf(uploadResponse, "output")) },
            ...errors(400, 403, 413, 415, 429, 503),
          },
        },
      },
      "/api/consents": {
        post: operation("Record consent", consentRequest, 201, consentResponse, [400, 403, 415, 429, 503]),
      },
      "/api/conversions": {
        post: operation(
          "Convert one upload, or several into one workbook (a sheet per file; an offer merged with its request as base); with format gaeb-xml, write one upload as GAEB DA XML 3.3 of its phase",
          conversionRequest,
          200,
          conversionResponse,
          [400, 404, 422, 429, 503],
        ),
      },
      "/api/downloads": {
        post: operation(
          "Get a signed download link",
          downloadRequest,
          200,
          downloadResponse,
          [400, 404, 410, 429, 503],
        ),
      },
      "/api/deletions": {
        post: operation(
          "Delete the uploads and the workbook of a conversion now (the token proves possession; repeating is harmless)",
          deletionRequest,
          200,
          deletionResponse,
          [400, 404, 429, 503],
        ),
      },
      "/api/files/{link}": {
        get: {
          summary: "Download the result (signed link from /api/downloads)",
          parameters: [{ name: "link", in: "path", required: true, schema: { type: "string" } }],
          responses: {
            "200": {
              description:
                "The result as an attachment under its file name: the xlsx, or for format gaeb-xml the GAEB DA XML file (UTF-8, named after the input with the phase's extension, e.g. LV.X83)",
              content: {
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                  schema: { type: "string", format: "binary" },
                },
                "application/xml": { schema: { type: "string", format: "binary" } },
              },
            },
            ...errors(403, 404, 410, 503),
          },
        },
      },
      "/api/contact": {
        post: operation(
          "Send a contact message (400 names each refused field in error.fields; 429 only after 5 taken messages or 30 refused ones per minute, by default)",
          contactRequest,
          201,
          contactResponse,
          [400, 403, 415, 429, 503],
        ),
      },
      "/healthz": { get: operation("Liveness", undefined, 200, healthResponse, []) },
      "/readyz": {
        get: operation("Readiness: database and storage reachable", undefined, 200, healthResponse, [503]),
      },
    },
    components: { schemas: { Error: schemaOf(errorBody, "output") } },
  };
}
