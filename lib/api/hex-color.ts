/**
 * A colour as "#rrggbb" (a room's, a service's, an instructor's, the studio's brand), in a module
 * without zod so the shell can check a stored colour before wearing it. Requests take it through
 * `ZHexColor` (zod-fields.ts), which keeps it lower-case.
 */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
