"use client";

import { loadOnInteraction } from "@/components/forms/load-on-interaction";

// The login and sign-up forms, shown at once from the server's HTML; their JavaScript
// (react-hook-form, the form) loads when the visitor reaches for them, so the pages weigh about what an empty page does.
export const LoginFormOnDemand = loadOnInteraction(() => import("./login-form").then((module) => module.LoginForm));
// Sign-up's time zone and currency show the browser's at once (BrowserDefaultsScript), not after its script.
export const SignupFormOnDemand = loadOnInteraction(() => import("./signup-form").then((module) => module.SignupForm));
