import { describe } from "vitest";
import { defineApiSuite } from "./api-suite.js";
import { postgresAvailable, useProductionBackends } from "./support/backends.js";

const available = postgresAvailable();

describe.skipIf(!available)("PostgreSQL + S3", () => {
  const backends = useProductionBackends();
  defineApiSuite("PostgreSQL + S3 (s3rver)", () => ({
    label: "postgres-s3",
    ...(backends.postgres ? { databaseUrl: backends.postgres.url } : {}),
    storageUrl: backends.s3.url,
  }));
});
