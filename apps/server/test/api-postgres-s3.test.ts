import { afterAll, beforeAll, describe } from "vitest";
import { defineApiSuite } from "./api-suite.js";
import {
  type PostgresServer,
  postgresAvailable,
  type S3Server,
  startPostgres,
  startS3,
} from "./support/backends.js";

const available = postgresAvailable();

describe.skipIf(!available)("PostgreSQL + S3", () => {
  let postgres: PostgresServer | undefined;
  let s3: S3Server | undefined;
  beforeAll(async () => {
    postgres = await startPostgres();
    s3 = await startS3();
  });
  afterAll(async () => {
    postgres?.destroy();
    await s3?.destroy();
  });
  defineApiSuite("PostgreSQL + S3 (s3rver)", () => ({
    label: "postgres-s3",
    ...(postgres ? { databaseUrl: postgres.url } : {}),
    ...(s3 ? { storageUrl: s3.url } : {}),
  }));
});
