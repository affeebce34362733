import { ImageResponse } from "next/og";

// The picture shown when a page of the site is shared; rendered once at build time.
export const alt = "Promenade — Elegant Dance Scheduling for ballroom studios";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default function OpengraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: "80px",
        background: "linear-gradient(135deg, #7a1f4b 0%, #3b0f26 100%)",
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", fontSize: 32, letterSpacing: 6, color: "#e8c170" }}>PROMENADE · STUDIO MANAGEMENT</div>
      <div style={{ display: "flex", marginTop: 24, fontSize: 92, fontWeight: 700, lineHeight: 1.05 }}>Elegant Dance Scheduling</div>
      <div style={{ display: "flex", marginTop: 32, fontSize: 36, color: "#f6e7ee", maxWidth: 900 }}>
        Click-and-drag scheduling, easy booking with payments, and progress metrics for every dancer.
      </div>
    </div>,
    size,
  );
}
