/** The password's minimum length: lib/auth/schemas.ts checks it, forms show it (without loading zod). */
export const PASSWORD_MIN_LENGTH = 8;
