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
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText("toast 4")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("toast 4")).toBeNull();
  });
});
