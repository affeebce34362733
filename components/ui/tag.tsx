const TONES = {
  muted: "bg-muted text-foreground",
  primary: "bg-primary-soft text-foreground",
  success: "bg-success-soft text-success",
  danger: "bg-danger-soft text-danger",
  accent: "bg-accent-soft text-foreground",
} as const;

export type TagTone = keyof typeof TONES;

/** A small rounded label ("Inactive", "Gold", "Sent"). */
export function Tag({ children, tone = "muted" }: { children: React.ReactNode; tone?: TagTone }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${TONES[tone]}`}>{children}</span>;
}
