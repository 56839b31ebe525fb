import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { MiddlewareHandler } from "hono";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".map": "application/json",
};

async function regularFile(file: string): Promise<number | undefined> {
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? info.size : undefined;
}

function cacheControl(urlPath: string, file: string): string {
  if (file.endsWith(".html")) return "no-cache";
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

/**
 * Serves the built website: the exact file, else `<path>/index.html`, else `404.html` with status 404 (the site's
 * script then applies its own redirects). Does nothing while the folder does not exist.
 */
export function webSite(root: string): MiddlewareHandler {
  const base = path.resolve(root);
  return async (c, next) => {
    const method = c.req.method;
    const urlPath = c.req.path;
    if ((method !== "GET" && method !== "HEAD") || urlPath.startsWith("/api/")) return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return next();
    }
    if (decoded.includes("\0")) return next();
    const target = path.resolve(base, `.${path.posix.normalize(decoded)}`);
    if (target !== base && !target.startsWith(base + path.sep)) return next();

    const candidates = [target, path.join(target, "index.html")];
    let status = 200;
    let file: string | undefined;
    let size: number | undefined;
    for (const candidate of candidates) {
      size = await regularFile(candidate);
      if (size !== undefined) {
        file = candidate;
        break;
      }
    }
    if (!file) {
      const notFound = path.join(base, "404.html");
      size = await regularFile(notFound);
      if (size === undefined) return next();
      file = notFound;
      status = 404;
    }
    const headers = {
      "Content-Type": contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream",
      "Content-Length": String(size),
      "Cache-Control": cacheControl(urlPath, file),
    };
    if (method === "HEAD") return new Response(null, { status, headers });
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return new Response(body, { status, headers });
  };
}
