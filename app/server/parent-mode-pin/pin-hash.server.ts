/**
 * How the parent-mode PIN is stored: scrypt at N = 2^14, r = 8, p = 1 (16 MiB, a few tens of
 * milliseconds) with a random salt, in the same self-describing form as account passwords
 * (password-hash.server.ts), so `verifyPassword` checks it and the parameters can change later.
 *
 * Why lighter than passwords (N = 2^17): the PIN keeps a child inside child mode on the parent's
 * own device. Guessing it online is stopped by the 5-try lock, not by the hash; and whoever holds
 * a copy of the database already holds more than the PIN guards. What the hash must prevent is
 * reading the PIN back from the table, which a salted scrypt does, while a check stays quick
 * enough for a child's "hand the device back" moment and for 5 tries in a row.
 */
import { randomBytes, scrypt } from "node:crypto";
import { verifyPassword } from "../auth/password-hash.server.ts";

const N = 2 ** 14;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    scrypt(pin.normalize("NFKC"), salt, KEY_LENGTH, { N, r: R, p: P }, (error, key) =>
      error ? reject(error) : resolve(`scrypt$${N}$${R}$${P}$${salt.toString("base64")}$${key.toString("base64")}`),
    );
  });
}

export function verifyPin(pinHash: string, pin: string): Promise<boolean> {
  return verifyPassword({ hash: pinHash, password: pin });
}
