/** Sign-in messages appear in red above the form; role="alert" so screen readers hear them. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div
      role="alert"
      aria-live="assertive"
      className={message ? "rounded-md border border-danger/40 bg-danger-soft px-3 py-2.5 text-sm font-medium text-danger" : "sr-only"}
    >
      {message}
    </div>
  );
}
