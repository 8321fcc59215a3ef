// The app's toasts, with sonner's API, loading sonner on first use: no page pays for it up front.
type Options = { description?: string; duration?: number };
type Kind = "success" | "error" | "message";

function show(kind: Kind, message: string, options?: Options): void {
  void import("sonner").then(({ toast: sonner }) =>
    kind === "message" ? sonner(message, options) : sonner[kind](message, options),
  );
}

export const toast = {
  success: (message: string, options?: Options) => show("success", message, options),
  error: (message: string, options?: Options) => show("error", message, options),
  message: (message: string, options?: Options) => show("message", message, options),
};
