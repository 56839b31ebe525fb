import { defineMultiFileSuite } from "./multi-file-suite.js";

defineMultiFileSuite("SQLite + local folder", () => ({ label: "embedded" }));
