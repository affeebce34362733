"use client";

import { loadOnInteraction } from "@/components/forms/load-on-interaction";

/** The intro-offer form, shown at once from the server's HTML; its JavaScript loads when the visitor reaches for it. */
export const IntroOfferFormOnDemand = loadOnInteraction(() => import("./intro-offer-form").then((module) => module.IntroOfferForm));
