"use client";

import { loadOnInteraction } from "@/components/forms/load-on-interaction";

/**
 * The public page's booking form, shown at once from the server's HTML; its JavaScript
 * (react-hook-form, the form) loads when the visitor reaches for it, so the page stays light.
 */
export const TrialFormOnDemand = loadOnInteraction(() => import("./trial-form").then((module) => module.TrialForm));
