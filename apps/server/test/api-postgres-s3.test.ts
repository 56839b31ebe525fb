import { describe } from "vitest";
import { defineApiSuite } from "./api-suite.js";
import { defineConversionAnswersSuite } from "./conversion-answers-suite.js";
import { defineKeysSuite } from "./keys-suite.js";
import { defineMultiFileSuite } from "./multi-file-suite.js";
import { postgresAvailable, useProductionBackends } from "./support/backends.js";

const available = postgresAvailable();

describe.skipIf(!available)("PostgreSQL + S3", () => {
  const backends = useProductionBackends();
  const location = () => ({
    label: "postgres-s3",
    ...(backends.postgres ? { databaseUrl: backends.postgres.url } : {}),
    storageUrl: backends.s3.url,
  });
  defineApiSuite("PostgreSQL + S3 (s3rver)", location);
  defineMultiFileSuite("PostgreSQL + S3 (s3rver)", location);
  defineConversionAnswersSuite("PostgreSQL + S3 (s3rver)", location);
  defineKeysSuite("PostgreSQL + S3 (s3rver)", location, 5_000);
});
