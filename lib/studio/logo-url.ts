/**
 * Where a studio's logo is served: the content hash is in the path, so the answer can be cached for
 * a year (`immutable`) and a new logo is a new URL. Served by GET /api/studio-logos/{studioId}/{hash}.
 */
export function studioLogoUrl(studioId: string, logoHash: string | null): string | null {
  return logoHash ? `/api/studio-logos/${studioId}/${logoHash}` : null;
}
