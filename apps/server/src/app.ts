import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import type { AppDeps } from "./deps.js";
import type { AppContext, AppEnv } from "./http/context.js";
import { ApiError, BackendUnavailableError, isConnectivityError, isWriteFault } from "./http/errors.js";
import { blocklistGuard, clientKeyMiddleware, rateLimit } from "./http/guards.js";
import { securityHeaders } from "./http/security-headers.js";
import { errorMessage, formatBytes, localeFromAcceptLanguage } from "./messages.js";
import { buildOpenApiDocument } from "./openapi.js";
import { consentRoutes } from "./routes/consents.js";
import { contactRoutes } from "./routes/contact.js";
import { conversionRoutes } from "./routes/conversions.js";
import { deletionRoutes } from "./routes/deletions.js";
import { downloadRoutes, filesPath } from "./routes/downloads.js";
import { healthRoutes } from "./routes/health.js";
import { uploadRoutes } from "./routes/uploads.js";
import { webSite } from "./routes/web.js";

const jsonBodyLimitBytes = 16 * 1024;
/** A contact message may hold 5,000 characters of up to 4 bytes each (emoji, CJK), plus the other fields. */
const contactBodyLimitBytes = 32 * 1024;

export function renderError(c: AppContext, error: ApiError): Response {
  const locale = c.get("locale") ?? localeFromAcceptLanguage(c.req.header("accept-language"));
  const params = { ...error.params };
  if (typeof params.limitBytes === "number") params.limit = formatBytes(params.limitBytes, locale);
  return c.json(
    { error: { code: error.code, message: errorMessage(error.code, locale, params) } },
    error.status,
    error.headers,
  );
}

/** Paths as logged: download links are secrets-in-URL, so only their route is kept. */
function loggablePath(path: string): string {
  return path.startsWith(filesPath) ? `${filesPath}:link` : path.slice(0, 200);
}

/** The HTTP application: middleware order is headers → log → language → blocklist → rate limits → routes. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config } = deps;
  const app = new Hono<AppEnv>();

  app.use("*", securityHeaders({ hsts: config.hsts }));
  app.use("*", async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    if (c.req.path === "/healthz" && status === 200) return;
    deps.logger.info(
      {
        method: c.req.method,
        path: loggablePath(c.req.path),
        status,
        ms: Math.round(performance.now() - started),
        client: c.get("clientKey"),
      },
      "request",
    );
  });
  app.use("*", async (c, next) => {
    c.set("locale", localeFromAcceptLanguage(c.req.header("accept-language")));
    await next();
  });
  app.use("*", blocklistGuard(config.blocklist, config.trustProxy));
  if (config.corsOrigins.length > 0) {
    app.use(
      "/api/*",
      cors({
        origin: config.corsOrigins,
        allowMethods: ["GET", "POST"],
        allowHeaders: ["Content-Type"],
        maxAge: 600,
      }),
    );
  }
  app.use("/api/*", clientKeyMiddleware(deps.clientSecret, config.trustProxy));
  const limiter = (bucket: string, limit: number) =>
    rateLimit({
      db: deps.db,
      clock: deps.clock,
      bucket,
      limit,
      windowSeconds: config.rateLimitWindowSeconds,
    });
  app.use("/api/*", limiter("api", config.rateLimitApi));
  app.use("/api/uploads", limiter("uploads", config.rateLimitUploads));
  // /api/contact charges its own limits once it knows whether the message is delivered (routes/contact.ts).
  for (const route of [
    "/api/consents",
    "/api/conversions",
    "/api/downloads",
    "/api/deletions",
    "/api/contact",
  ]) {
    const limitBytes = route === "/api/contact" ? contactBodyLimitBytes : jsonBodyLimitBytes;
    app.use(
      route,
      bodyLimit({
        maxSize: limitBytes,
        onError: (c) => renderError(c as AppContext, new ApiError(413, "body_too_large", { limitBytes })),
      }),
    );
  }

  const openApi = buildOpenApiDocument({ maxUploadBytes: config.maxUploadBytes });
  app.get("/api/openapi.json", (c) => c.json(openApi));
  app.route("/", healthRoutes(deps));
  app.route("/", uploadRoutes(deps));
  app.route("/", consentRoutes(deps));
  app.route("/", conversionRoutes(deps));
  app.route("/", downloadRoutes(deps));
  app.route("/", deletionRoutes(deps));
  app.route("/", contactRoutes(deps));
  app.use("*", webSite(config.webDist));

  app.notFound((c) => renderError(c, new ApiError(404, "not_found")));
  app.onError((error, c) => {
    if (error instanceof ApiError) return renderError(c, error);
    if (isWriteFault(error)) {
      deps.logger.error({ err: error, path: loggablePath(c.req.path) }, "storage cannot be written");
      return renderError(c, new ApiError(503, "storage_unwritable", {}, { "Retry-After": "60" }));
    }
    if (error instanceof BackendUnavailableError || isConnectivityError(error)) {
      const level = error instanceof BackendUnavailableError && error.needsOperator ? "error" : "warn";
      deps.logger[level]({ err: error, path: loggablePath(c.req.path) }, "backend unavailable");
      return renderError(c, new ApiError(503, "unavailable", {}, { "Retry-After": "5" }));
    }
    deps.logger.error({ err: error, path: loggablePath(c.req.path) }, "unhandled error");
    return renderError(c, new ApiError(500, "internal_error"));
  });
  return app;
}
