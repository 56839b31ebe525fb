// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOOLS_MENU_ID, ToolsMenu } from "./ToolsMenu";

// The router needs the whole app around it; the menu only reads the page shown and renders plain links.
const router = vi.hoisted(() => ({
  match: { kind: "page", lang: "de", page: "home", path: "/de/" } as {
    kind: "page";
    lang: "de" | "en";
    page: string;
    path: string;
  },
}));
vi.mock("../routing/router", () => ({
  useRouter: () => ({ match: router.match }),
  useIsCurrent: (to: string) => to === router.match.path,
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

beforeEach(() => {
  router.match = { kind: "page", lang: "de", page: "home", path: "/de/" };
});
afterEach(cleanup);

function setup(lang: "de" | "en" = "de") {
  const onNavigate = vi.fn();
  const view = render(
    <nav>
      <ul>
        <ToolsMenu lang={lang} onNavigate={onNavigate} />
      </ul>
      <a href="/de/faq">FAQ</a>
    </nav>,
  );
  const button = screen.getByRole("button", { name: lang === "de" ? "Werkzeuge" : "Tools" });
  const rerender = () =>
    view.rerender(
      <nav>
        <ul>
          <ToolsMenu lang={lang} onNavigate={onNavigate} />
        </ul>
        <a href="/de/faq">FAQ</a>
      </nav>,
    );
  return { button, onNavigate, rerender };
}

const toolLinks = () => [...document.querySelectorAll<HTMLAnchorElement>(`#${TOOLS_MENU_ID} a`)];
const key = (target: Element, name: string) => fireEvent.keyDown(target, { key: name });

describe("ToolsMenu", () => {
  it("is a disclosure: a real button controlling the list of every tool, closed until asked", () => {
    const { button } = setup();
    // A <button> is what Enter and Space activate natively; no key handler of ours stands in for it.
    expect(button.tagName).toBe("BUTTON");
    expect(button.getAttribute("type")).toBe("button");
    expect(button.getAttribute("aria-controls")).toBe(TOOLS_MENU_ID);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(toolLinks().map((link) => link.getAttribute("href"))).toEqual([
      "/de/gaeb-nach-excel",
      "/de/excel-nach-x84",
      "/de/excel-nach-gaeb",
      "/de/preisspiegel",
      "/de/abrechnung",
      "/de/gaeb-viewer",
    ]);
    expect(screen.getByRole("list", { name: "Werkzeuge" })).toBeTruthy();
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.closest("li")?.classList.contains("tools-menu--open")).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on Escape wherever the focus is and gives the focus back to the button", () => {
    const { button } = setup();
    button.focus();
    fireEvent.click(button);
    const [first] = toolLinks();
    first?.focus();
    key(first as HTMLElement, "Escape");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
    // Opened with the mouse, the focus elsewhere: Escape still closes it.
    fireEvent.click(button);
    (document.activeElement as HTMLElement).blur();
    key(document.body, "Escape");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("opens with the down arrow onto its first link and moves with the arrows, Home and End", async () => {
    const { button } = setup("en");
    button.focus();
    await act(async () => key(button, "ArrowDown"));
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const links = toolLinks();
    expect(document.activeElement).toBe(links[0]);
    expect(links[0]?.textContent).toBe("ConverterGAEB to Excel or to GAEB DA XML 3.3");
    key(links[0] as HTMLElement, "ArrowDown");
    expect(document.activeElement).toBe(links[1]);
    key(links[1] as HTMLElement, "End");
    expect(document.activeElement).toBe(links.at(-1));
    key(links.at(-1) as HTMLElement, "ArrowDown");
    expect(document.activeElement).toBe(links.at(-1));
    key(links.at(-1) as HTMLElement, "Home");
    expect(document.activeElement).toBe(links[0]);
    key(links[0] as HTMLElement, "ArrowUp");
    expect(document.activeElement).toBe(button);
  });

  it("closes when Tab takes the focus past its last link, not while it moves through the links", () => {
    const { button } = setup();
    fireEvent.click(button);
    const links = toolLinks();
    fireEvent.blur(button, { relatedTarget: links[0] });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    fireEvent.blur(links.at(-1) as HTMLElement, { relatedTarget: screen.getByRole("link", { name: "FAQ" }) });
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on a click outside, not on one inside", () => {
    const { button } = setup();
    fireEvent.click(button);
    fireEvent.pointerDown(toolLinks()[2] as HTMLElement);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes when a link is followed and on any other navigation, closing the small-screen menu too", () => {
    const { button, onNavigate, rerender } = setup();
    fireEvent.click(button);
    fireEvent.click(toolLinks()[4] as HTMLElement);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(onNavigate).toHaveBeenCalledTimes(1);
    fireEvent.click(button);
    // Back or forward in the browser: the page changes without a click in the menu.
    router.match = { kind: "page", lang: "de", page: "faq", path: "/de/faq" };
    rerender();
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("marks the page shown among the tools, and the button while a tool's page is shown", () => {
    router.match = { kind: "page", lang: "de", page: "billing", path: "/de/abrechnung" };
    const { button } = setup();
    const current = toolLinks().filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.getAttribute("href"))).toEqual(["/de/abrechnung"]);
    expect(button.classList.contains("nav__link--section")).toBe(true);
    cleanup();
    router.match = { kind: "page", lang: "de", page: "faq", path: "/de/faq" };
    const other = setup();
    expect(other.button.classList.contains("nav__link--section")).toBe(false);
    expect(toolLinks().some((link) => link.hasAttribute("aria-current"))).toBe(false);
  });
});
