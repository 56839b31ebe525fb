import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";
import { common } from "../content/common";
import type { Lang } from "../i18n/lang";

export type ToastVariant = "success" | "info" | "warning" | "error" | "loading";

export interface ToastInput {
  variant: ToastVariant;
  title: string;
  description?: string;
}

interface Toast extends ToastInput {
  id: number;
}

/** Spec: at most three toasts at once, each gone after four seconds. */
export const MAX_TOASTS = 3;
export const TOAST_DURATION_MS = 4000;

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used inside <ToastProvider>");
  return show;
}

export function ToastProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { ...input, id }].slice(-MAX_TOASTS));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const texts = common[lang];
  return (
    <ToastContext.Provider value={show}>
      {children}
      <section className="toasts" aria-label={texts.notificationsLabel}>
        <ol>
          {toasts.map((toast) => (
            // The live role sits inside the list item: a list may only hold list items (axe: list, aria-allowed-role).
            <li key={toast.id} className={`toast toast--${toast.variant}`}>
              <div
                className="toast__body"
                role={toast.variant === "error" ? "alert" : "status"}
                aria-atomic="true"
              >
                <p className="toast__title">{toast.title}</p>
                {toast.description && <p className="toast__description">{toast.description}</p>}
              </div>
              <button
                type="button"
                className="toast__close"
                aria-label={texts.toastClose}
                onClick={() => dismiss(toast.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      </section>
    </ToastContext.Provider>
  );
}
