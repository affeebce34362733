/** The e2e server sends its e-mail here (playwright.config.ts); e2e/notifications.spec.ts listens on it. */
export const E2E_SMTP_PORT = Number(process.env.E2E_PORT || 3100) + 1000;
