import type { Lang } from "../i18n/lang";

/** Why a request failed: the service answered with an error, or no usable answer arrived. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** Refused fields with their sentences, as POST /api/contact names them; empty otherwise. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** A request that never got an HTTP answer (offline, aborted, blocked). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super("The request did not reach the service", { cause });
    this.name = "NetworkError";
  }
}

function errorFromBody(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error;
  const message = typeof error?.message === "string" && error.message ? error.message : `HTTP ${status}`;
  const code = typeof error?.code === "string" ? error.code : "http_error";
  const fields: Record<string, string> = {};
  if (error?.fields && typeof error.fields === "object") {
    for (const [field, text] of Object.entries(error.fields))
      if (typeof text === "string") fields[field] = text;
  }
  return new ApiError(message, status, code, fields);
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** POSTs JSON and returns the parsed answer, or throws ApiError / NetworkError. */
export async function postJson(path: string, body: unknown, lang: Lang): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "Accept-Language": lang },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const parsed = parseJson(await response.text());
  if (!response.ok) throw errorFromBody(response.status, parsed);
  return parsed;
}

/** Uploads one file as multipart field "file", reporting real upload progress (0–1). */
export function uploadWithProgress(
  path: string,
  file: File,
  lang: Lang,
  onProgress: (fraction: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", lang);
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener("load", () => {
      const parsed = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(parsed);
      else reject(errorFromBody(xhr.status, parsed));
    });
    xhr.addEventListener("error", () => reject(new NetworkError()));
    xhr.addEventListener("abort", () => reject(new NetworkError()));
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}
