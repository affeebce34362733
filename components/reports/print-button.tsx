"use client";

import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Prints the report's tables (or saves them as PDF) through the browser; the print stylesheet hides the rest. */
export function PrintButton() {
  return (
    <Button type="button" variant="secondary" size="sm" onClick={() => window.print()} className="print:hidden">
      <Printer aria-hidden />
      Print
    </Button>
  );
}
