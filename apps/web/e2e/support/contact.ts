import type { Page } from "playwright-core";

/** Fills the German contact form and lets the service refuse it, which shows an error toast. */
export async function sendFailingContactMessage(page: Page, times = 1): Promise<void> {
  await page.goto("/de/kontakt");
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "unavailable", message: "Dienst nicht verfügbar" } }),
    }),
  );
  await page.getByLabel("Name", { exact: true }).fill("Erika Muster");
  await page.getByLabel("E-Mail-Adresse", { exact: true }).fill("erika@example.org");
  await page.getByLabel("Betreff", { exact: true }).selectOption("general");
  await page.getByLabel("Nachricht", { exact: true }).fill("Gibt es auch eine Umwandlung zurück nach GAEB?");
  const submit = page.getByRole("button", { name: "Nachricht senden" });
  for (let i = 0; i < times; i += 1) {
    await submit.click();
    await page.waitForFunction((count) => document.querySelectorAll(".toast").length >= count, i + 1);
    await submit.waitFor({ state: "visible" });
    await page.waitForFunction(() => !document.querySelector("form button[type=submit]:disabled"));
  }
}
