import { ImageResponse } from "next/og";

// One look for every share card (the site's, each studio's and each class's): an eyebrow line in
// gold, a large title, an optional detail line and footer, on a gradient from the brand colour.

export const OG_SIZE = { width: 1200, height: 630 };

type Card = { eyebrow: string; title: string; detail?: string | null; footer?: string; color?: string };

export function shareCard({ eyebrow, title, detail, footer, color = "#7a1f4b" }: Card, init?: ResponseInit): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: "80px",
        background: `linear-gradient(135deg, ${color} 0%, #2a0b1b 100%)`,
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", fontSize: 34, letterSpacing: 5, color: "#e8c170" }}>{eyebrow.toUpperCase()}</div>
      <div style={{ display: "flex", marginTop: 24, fontSize: 90, fontWeight: 700, lineHeight: 1.05 }}>{title}</div>
      {detail && <div style={{ display: "flex", marginTop: 32, fontSize: 40, color: "#f6e7ee", maxWidth: 960 }}>{detail}</div>}
      {footer && <div style={{ display: "flex", marginTop: 48, fontSize: 28, color: "#f6e7ee" }}>{footer}</div>}
    </div>,
    { ...OG_SIZE, ...init },
  );
}
