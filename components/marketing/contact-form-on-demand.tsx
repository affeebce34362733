"use client";

import { loadOnInteraction } from "@/components/forms/load-on-interaction";

/**
 * The contact form of the home page and /contact, shown at once from the server's HTML; its
 * JavaScript (react-hook-form, the form) loads when the visitor reaches for it, so the pages stay light.
 */
export const ContactFormOnDemand = loadOnInteraction(() => import("./contact-form").then((module) => module.ContactForm));
