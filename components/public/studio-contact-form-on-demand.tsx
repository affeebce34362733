"use client";

import { loadOnInteraction } from "@/components/forms/load-on-interaction";

/**
 * The public page's contact form, shown at once from the server's HTML; its JavaScript
 * (react-hook-form, the form) loads when the visitor reaches for it, so the page stays light.
 */
export const StudioContactFormOnDemand = loadOnInteraction(() =>
  import("./studio-contact-form").then((module) => module.StudioContactForm),
);
