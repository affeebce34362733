import { randomInt } from "node:crypto";

/** Letters and digits without look-alikes (no 0/O, 1/I/L): 31 symbols. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/** 16 symbols: about 79 bits, far beyond guessing at 20 tries a minute. */
const LENGTH = 16;

/** A new random code, stored without separators. */
export function newGiftCode(): string {
  let code = "";
  for (let index = 0; index < LENGTH; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A typed code as stored: upper case, spaces and dashes dropped. */
export function normalizeGiftCode(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/** Shown and printed in groups of four: ABCD-EFGH-JKMN-PQRS. */
export function formatGiftCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}
