import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, type TestBrowser } from "./support/browser";

const baseURL = inject("baseURL");
let chrome: TestBrowser;
beforeAll(async () => {
  if (inject("browserAvailable")) chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

describe.skipIf(!inject("browserAvailable"))("contact form end to end", () => {
  it("validates, sends to the service, thanks, and offers another message (English)", async () => {
    const { context, page, problems } = await openPage(chrome.browser, baseURL);
    await page.goto("/en/contact");
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    await page.getByRole("button", { name: "Send message" }).click();
    for (const message of [
      "Name is required",
      "Email is required",
      "Subject is required",
      "Message is required",
    ]) {
      await page.getByText(message).waitFor();
    }
    await page.getByLabel("Message", { exact: true }).fill("Too short");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Please enter a longer message (at least 10 characters)").waitFor();
    await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
    await page.getByLabel("Email address", { exact: true }).fill("ada@example");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Please enter a valid email address").waitFor();
    await page.getByLabel("Email address", { exact: true }).fill("ada@example.org");
    await page.getByLabel("Subject", { exact: true }).selectOption("support");
    await page.getByLabel("Message", { exact: true }).fill("My X83 file shows no long texts. Can you help?");
    const request = page.waitForRequest("**/api/contact");
    await page.getByRole("button", { name: "Send message" }).click();
    const sent = (await request).postDataJSON() as Record<string, string>;
    expect(sent).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.org",
      subject: "support",
      message: "My X83 file shows no long texts. Can you help?",
      website: "",
    });
    expect((await request).headers()["accept-language"]).toBe("en");
    await page.getByText("Thank you for your message!").waitFor();
    await page.getByRole("button", { name: "Send Another Message" }).click();
    await expect(page.getByLabel("Name", { exact: true }).inputValue()).resolves.toBe("");
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it("keeps the form and shows the error toast when sending fails (German)", async () => {
    const { context, page } = await openPage(chrome.browser, baseURL);
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
    await page
      .getByLabel("Nachricht", { exact: true })
      .fill("Gibt es auch eine Umwandlung zurück nach GAEB?");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await page
      .getByText(
        "Beim Senden deiner Nachricht ist ein Fehler aufgetreten. Bitte versuche es später noch einmal.",
      )
      .waitFor();
    await page.getByText("Fehler", { exact: true }).waitFor();
    await expect(page.getByLabel("Name", { exact: true }).inputValue()).resolves.toBe("Erika Muster");
    await expect(page.getByRole("button", { name: "Nachricht senden" }).isEnabled()).resolves.toBe(true);
    await context.close();
  });

  it("shows a too long message at its field in German notation, and the server's sentence for a forged name", async () => {
    const { context, page, problems } = await openPage(chrome.browser, baseURL);
    await page.goto("/de/kontakt");
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    await page.getByLabel("Name", { exact: true }).fill("Erika Muster");
    await page.getByLabel("E-Mail-Adresse", { exact: true }).fill("erika@example.org");
    await page.getByLabel("Betreff", { exact: true }).selectOption("general");
    const message = page.getByLabel("Nachricht", { exact: true });
    await message.fill("x".repeat(5001));
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    const tooLong = "Die Nachricht ist zu lang: höchstens 5.000 Zeichen, eingegeben sind 5.001";
    await page.getByText(tooLong).waitFor();
    expect(await message.getAttribute("aria-invalid")).toBe("true");
    const described = await message.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe(tooLong);

    // A browser keeps line breaks out of a one-line field, so the request is forged on its way to the real server.
    await message.fill("Gibt es auch eine Umwandlung zurück nach GAEB?");
    await page.route("**/api/contact", (route) => {
      const body = route.request().postDataJSON() as Record<string, string>;
      return route.continue({ postData: JSON.stringify({ ...body, name: "Eve\r\nBcc: x@example.org" }) });
    });
    const answer = page.waitForResponse("**/api/contact");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    expect((await answer).status()).toBe(400);
    const lineBreak = "Der Name muss in eine Zeile passen (ohne Zeilenumbruch)";
    await page.getByText(lineBreak).waitFor();
    const name = page.getByLabel("Name", { exact: true });
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(`[id="${await name.getAttribute("aria-describedby")}"]`).textContent()).toBe(
      lineBreak,
    );
    // The 400 is expected here; anything else on the console is not.
    expect(problems.consoleErrors.filter((line) => !line.includes("400"))).toEqual([]);
    await context.close();
  });
});
