import { createECDH, createDecipheriv, hkdfSync, randomBytes, randomUUID, type ECDH } from "node:crypto";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { importJWK, jwtVerify } from "jose";
import { generate } from "selfsigned";

/** What the stand-in received for one device, decrypted by the keys only the test holds. */
export type ReceivedPush = {
  deviceId: string;
  /** The JSON the app sent, decrypted (RFC 8291). */
  payload: { title: string; body: string; url: string };
  /** The request's own headers as a push service reads them. */
  ttl: string | undefined;
  contentEncoding: string | undefined;
  /** The VAPID JWT's claims, its ES256 signature checked against the key named in the header. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
};

/** A browser's side of one subscription: the keys it would keep, and the subscription it would give the app. */
export type StandInDevice = {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: Buffer;
};

/**
 * A local push service for tests, as a browser's (Google's, Mozilla's) is reached: over HTTPS with
 * a certificate made here (self-signed, for 127.0.0.1), taking web-push's real request — the
 * aes128gcm body encrypted to a device's keys and the VAPID Authorization header. Each device is
 * made by the test (`device()`): only the test holds its private key and auth secret, and
 * decrypts what arrives with node:crypto alone, independently of the library that encrypted it.
 * `answer(id, 410)` makes the service say a device is gone. `ca` is the certificate to trust
 * (an https.Agent's `ca`, or NODE_EXTRA_CA_CERTS for a server process).
 */
export async function startPushServiceStandIn() {
  const pems = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    curve: "P-256",
    algorithm: "sha256",
    notAfterDate: new Date(Date.now() + 7 * 86_400_000),
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] },
    ],
  });
  const devices = new Map<string, StandInDevice>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const failures: string[] = [];
  let origin = "";

  const server = https.createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const deviceId = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1] ?? "";
      const device = devices.get(deviceId);
      const status = answers.get(deviceId) ?? (device ? 201 : 404);
      if (status === 201 && device) {
        try {
          received.push({
            deviceId,
            payload: JSON.parse(decryptPayload(Buffer.concat(chunks), device).toString("utf8")),
            ttl: request.headers.ttl as string | undefined,
            contentEncoding: request.headers["content-encoding"],
            vapid: await verifyVapid(request.headers.authorization ?? "", origin),
          });
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
          response.writeHead(400).end();
          return;
        }
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;
  const agent = new https.Agent({ ca: pems.cert, keepAlive: false });

  return {
    origin,
    /** The host:port the app must accept as a push service (PUSH_TEST_HOSTS). */
    host: `127.0.0.1:${port}`,
    ca: pems.cert,
    /** Trusts the stand-in's certificate (web-push's `agent` option). */
    agent,
    received,
    /** Requests that could not be decrypted or verified (a test expects none). */
    failures,
    /** A new browser subscription: P-256 keys and a 16-byte auth secret, held here. */
    device(): StandInDevice {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      const device = {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
        },
        ecdh,
        auth,
      };
      devices.set(id, device);
      return device;
    },
    /** From now on, answer this status to pushes for the device (410: the browser unsubscribed). */
    answer(deviceId: string, status: number) {
      answers.set(deviceId, status);
    },
    forDevice: (deviceId: string) => received.filter((push) => push.deviceId === deviceId),
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>;

/**
 * RFC 8291 (Message Encryption for Web Push) over RFC 8188's aes128gcm: the header carries the
 * salt, the record size and the sender's ephemeral public key; the content key and nonce come from
 * the ECDH secret and the subscription's auth secret through HKDF-SHA-256.
 */
function decryptPayload(body: Buffer, device: StandInDevice): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20];
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const records = body.subarray(21 + keyIdLength);
  if (records.length > recordSize) throw new Error("Expected a single record");
  const receiverPublicKey = device.ecdh.getPublicKey();
  const sharedSecret = device.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiverPublicKey, senderPublicKey]);
  const ikm = Buffer.from(hkdfSync("sha256", sharedSecret, device.auth, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", contentKey, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("The last record's padding delimiter is missing");
  return padded.subarray(0, end);
}

/** `vapid t=<JWT>, k=<public key>` (RFC 8292): the JWT signed ES256 by the key given, for this origin. */
async function verifyVapid(header: string, audience: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`Not a VAPID Authorization header: ${header}`);
  const [, token, publicKey] = match;
  const raw = Buffer.from(publicKey, "base64url");
  const key = await importJWK(
    { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33, 65).toString("base64url") },
    "ES256",
  );
  const { payload } = await jwtVerify(token, key, { algorithms: ["ES256"], audience });
  return { aud: String(payload.aud), sub: String(payload.sub), exp: Number(payload.exp), publicKey };
}
