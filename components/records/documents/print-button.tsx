"use client";

import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Prints the page (the signed copy): the browser's own print dialog, which also saves a PDF. */
export function PrintButton() {
  return (
    <Button variant="secondary" size="sm" onClick={() => window.print()} className="print:hidden">
      <Printer aria-hidden />
      Print
    </Button>
  );
}
