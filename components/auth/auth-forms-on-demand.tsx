"use client";

import { loadOnInteraction } from "@/components/forms/load-on-interaction";

// The login and sign-up forms, shown at once from the server's HTML; their JavaScript
// (react-hook-form, the form) loads when the visitor reaches for them (issue 20).
export const LoginFormOnDemand = loadOnInteraction(() => import("./login-form").then((module) => module.LoginForm));
// Sign-up also loads once the browser is idle: its time zone and currency start from the browser's.
export const SignupFormOnDemand = loadOnInteraction(() => import("./signup-form").then((module) => module.SignupForm), { whenIdle: true });
