/**
 * Live credentials in messages (a reset link's token, an invitation's, an unsubscribe signature)
 * are never stored in a message's text. A message is written with a slot (`secretSlot("token")`:
 * `__secret_token__`, underscores, letters and digits only, so HTML escaping and URLs leave it as it is) and its
 * values apart (`NewMessage.secrets`); the worker fills the slots as it hands the message to the
 * mail server or SMS provider, and the values are dropped once it is sent. Every other reader —
 * the e-mail log, the API, a screen — sees the slot redacted.
 */
const SLOT = /__secret_([A-Za-z0-9]+)__/g;
const NAME = /^[A-Za-z0-9]+$/;

/** Shown in place of a secret wherever a message is read back. */
export const REDACTED = "[private]";

export function secretSlot(name: string): string {
  if (!NAME.test(name)) throw new Error(`A secret's name is letters and digits only: ${name}`);
  return `__secret_${name}__`;
}

/** The text as it is sent: each slot replaced by its value (a slot without one stays redacted). */
export function fillSecrets(text: string, secrets: Record<string, string>): string {
  return text.replace(SLOT, (_, name: string) => secrets[name] ?? REDACTED);
}

/** The text as anyone but its recipient may read it. */
export function redactSecrets(text: string): string {
  return text.replace(SLOT, REDACTED);
}
