import { defineApiSuite } from "./api-suite.js";
import { defineConversionAnswersSuite } from "./conversion-answers-suite.js";
import { defineKeysSuite } from "./keys-suite.js";

defineApiSuite("SQLite + local folder", () => ({ label: "embedded" }));
// 20,000 guesses go through the API (about 3 s), the other 80,000 straight to the lookup it makes.
defineKeysSuite("SQLite + local folder", () => ({ label: "embedded" }), 20_000);
defineConversionAnswersSuite("SQLite + local folder", () => ({ label: "embedded" }));
