import "server-only";
import { env } from "@/lib/env";

/**
 * Whether this account runs the site (OPERATOR_EMAILS). Being an operator is a fact about the
 * account, not a role in a studio: it opens /operator and nothing else, and changes no studio role.
 */
export function isOperator(email: string | null | undefined): boolean {
  return Boolean(email) && env.OPERATOR_EMAILS.includes(email!.trim().toLowerCase());
}
