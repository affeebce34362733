import type { Metadata } from "next";
import { getOperatorViewer } from "./operator-viewer";

export const metadata: Metadata = { title: "Operator", robots: { index: false, follow: false } };

/** The operator's screen: its own frame (each view draws its header), not the studio's sidebar. */
export default async function OperatorLayout({ children }: { children: React.ReactNode }) {
  await getOperatorViewer();
  return <div className="min-h-dvh bg-background">{children}</div>;
}
