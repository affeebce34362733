"use client";

import { memo } from "react";
import { HOUR_PX, MINUTE_PX } from "./grid-scale";

type BackdropProps = { hours: number; firstMinute: number; open: number | null; close: number | null };

/** Closed hours shaded, hour and half-hour lines: the same from week to week, so drawn once. */
export const ColumnBackdrop = memo(function ColumnBackdrop({ hours, firstMinute, open, close }: BackdropProps) {
  const y = (minute: number) => (minute - firstMinute) * MINUTE_PX;
  const isOpen = open !== null && close !== null;
  return (
    <>
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-muted/70"
        style={isOpen ? { height: Math.max(0, y(open)) } : undefined}
      />
      {isOpen && (
        <div aria-hidden className="pointer-events-none absolute inset-x-0 bottom-0 bg-muted/70" style={{ top: Math.max(0, y(close)) }} />
      )}
      {Array.from({ length: hours }, (_, hour) => (
        <div
          key={hour}
          aria-hidden
          className="pointer-events-none absolute inset-x-0 border-t border-border/70"
          style={{ top: hour * HOUR_PX }}
        >
          <div className="border-t border-dashed border-border/40" style={{ marginTop: HOUR_PX / 2 - 1 }} />
        </div>
      ))}
    </>
  );
});
