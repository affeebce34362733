/** A form's outcome: errors are announced at once (alert), confirmations politely (status). */
export function FormStatus({ result }: { result: { kind: "error" | "success"; text: string } | null }) {
  if (!result) return null;
  return (
    <p
      role={result.kind === "error" ? "alert" : "status"}
      className={
        result.kind === "error"
          ? "rounded-md bg-danger-soft px-3 py-2 text-sm text-danger"
          : "rounded-md bg-success-soft px-3 py-2 text-sm text-success"
      }
    >
      {result.text}
    </p>
  );
}
