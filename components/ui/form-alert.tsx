/** A form-level message, announced when it appears. */
export function FormAlert({ tone = "error", children }: { tone?: "error" | "success"; children: string }) {
  const styles = tone === "error" ? "bg-red-50 text-red-800 ring-red-200" : "bg-leaf-50 text-leaf-700 ring-leaf-100";
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-2xl px-4 py-3 text-sm font-semibold ring-1 ${styles}`}
    >
      {children}
    </p>
  );
}
