"use client";

import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Loads the address again: the offline page stands in for the page that was asked for. */
export function TryAgainButton() {
  return (
    <Button type="button" variant="secondary" onClick={() => window.location.reload()}>
      <RotateCw aria-hidden />
      Try again
    </Button>
  );
}
