import { defineApiSuite } from "./api-suite.js";

defineApiSuite("SQLite + local folder", () => ({ label: "embedded" }));
