// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_TOASTS, TOAST_DURATION_MS, ToastProvider, useToast } from "./Toasts";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

let show: ReturnType<typeof useToast> = () => {};
function Grab() {
  show = useToast();
  return null;
}

describe("ToastProvider", () => {
  it("keeps at most three toasts and removes each after four seconds", () => {
    vi.useFakeTimers();
    render(
      <ToastProvider lang="en">
        <Grab />
      </ToastProvider>,
    );
    act(() => {
      for (let i = 1; i <= 4; i += 1) show({ variant: "info", title: `toast ${i}` });
    });
    expect(screen.queryByText("toast 1")).toBeNull();
    expect(screen.getAllByRole("status")).toHaveLength(MAX_TOASTS);
    // A list holds only plain list items; the live region is inside each (axe: list, aria-allowed-role).
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(MAX_TOASTS);
    expect(items.every((item) => !item.hasAttribute("role") && item.querySelector("[role=status]"))).toBe(
      true,
    );
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText("toast 4")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("toast 4")).toBeNull();
  });

  it("announces errors as alerts and everything else as status", () => {
    render(
      <ToastProvider lang="de">
        <Grab />
      </ToastProvider>,
    );
    act(() => {
      show({ variant: "error", title: "kaputt", description: "Bitte erneut versuchen" });
      show({ variant: "success", title: "fertig" });
    });
    expect(screen.getByRole("alert").textContent).toBe("kaputtBitte erneut versuchen");
    expect(screen.getByRole("status").textContent).toBe("fertig");
    expect(screen.getAllByRole("button", { name: "Meldung schließen" })).toHaveLength(2);
  });
});
