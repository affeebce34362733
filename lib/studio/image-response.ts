import "server-only";

/**
 * A stored image (the studio logo, an instructor photo) as its public GET answers it. The hash is in
 * the URL: these bytes never change, so any cache may keep them for good.
 */
export function immutableImageResponse({ bytes, contentType, hash }: { bytes: Uint8Array; contentType: string; hash: string }): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": contentType,
      "content-length": String(bytes.length),
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${hash}"`,
      "x-content-type-options": "nosniff",
      // Even opened on its own, an image document may run nothing.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
