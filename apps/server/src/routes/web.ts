import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
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

interface FileInfo {
  size: number;
  modified: number;
}

async function regularFile(file: string): Promise<FileInfo | undefined> {
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? { size: info.size, modified: info.mtimeMs } : undefined;
}

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".webmanifest",
  ".svg",
  ".txt",
  ".xml",
  ".map",
]);
const MAX_COMPRESSED_FILE = 2 * 1024 * 1024;

type Encoding = "br" | "gzip";

/** The best encoding the client accepts (brotli before gzip), ignoring those it refuses with q=0. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, quality]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(quality ?? ""))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

// The site is a fixed set of small built files: each is compressed once per version and kept.
const compressedFiles = new Map<string, Buffer>();

async function compressed(file: string, info: FileInfo, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${info.modified}:${info.size}:${file}`;
  const cached = compressedFiles.get(key);
  if (cached) return cached;
  const content = await readFile(file);
  const result =
    encoding === "br"
      ? brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(content, { level: 9 });
  compressedFiles.set(key, result);
  return result;
}

function cacheControl(urlPath: string, file: string): string {
  if (file.endsWith(".html")) return "no-cache";
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

/**
 * The first existing candidate, else the 404 page with status 404: the one in the path's first folder if there is
 * one (`/en/x` gets `en/404.html`, so an English path is answered in English before any script runs), else the
 * site's `404.html`.
 */
async function findFile(
  base: string,
  target: string,
  candidates: string[],
): Promise<{ file: string; info: FileInfo; status: number } | undefined> {
  for (const file of candidates) {
    const info = await regularFile(file);
    if (info) return { file, info, status: 200 };
  }
  const firstFolder = path.relative(base, target).split(path.sep)[0];
  const notFoundPages = [path.join(base, "404.html")];
  if (firstFolder && firstFolder !== "..") notFoundPages.unshift(path.join(base, firstFolder, "404.html"));
  for (const notFound of notFoundPages) {
    const info = await regularFile(notFound);
    if (info) return { file: notFound, info, status: 404 };
  }
  return undefined;
}

/**
 * Serves the built website: the exact file, else `<path>/index.html`, else a `404.html` with status 404 (the site's
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

    const found = await findFile(base, target, [target, path.join(target, "index.html")]);
    if (!found) return next();
    const { file, info, status } = found;
    const extension = path.extname(file).toLowerCase();
    const headers: Record<string, string> = {
      "Content-Type": contentTypes[extension] ?? "application/octet-stream",
      "Cache-Control": cacheControl(urlPath, file),
    };
    const encoding =
      COMPRESSIBLE.has(extension) && info.size <= MAX_COMPRESSED_FILE
        ? chooseEncoding(c.req.header("accept-encoding"))
        : undefined;
    if (COMPRESSIBLE.has(extension)) headers.Vary = "Accept-Encoding";
    if (encoding) {
      const body = await compressed(file, info, encoding);
      headers["Content-Encoding"] = encoding;
      headers["Content-Length"] = String(body.length);
      return new Response(method === "HEAD" ? null : new Uint8Array(body), { status, headers });
    }
    headers["Content-Length"] = String(info.size);
    if (method === "HEAD") return new Response(null, { status, headers });
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return new Response(body, { status, headers });
  };
}
