/**
 * Password hashing with scrypt at N = 2^17, r = 8, p = 1 (SECURITY.md, ASVS 11.4.2). better-auth's
 * default is N = 2^14, so it is given these two functions instead. The stored form names its
 * parameters, so they can be raised later without breaking old hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const PARAMETERS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
// scrypt needs 128 * N * r bytes (128 MiB here); Node's default ceiling is 32 MiB.
const maxmem = (N: number, r: number) => 128 * N * r + 8 * 1024 * 1024;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: maxmem(N, r) };
  return new Promise((resolve, reject) => {
    // NFKC so the same password typed on another keyboard or OS gives the same hash.
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = PARAMETERS;
  const key = await derive(password, salt, N, r, p);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = hash.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
