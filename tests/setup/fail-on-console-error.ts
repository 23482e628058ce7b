import { afterEach, vi } from "vitest";

// STYLE.md habit 7: a stray console.error is a bug the test did not expect, so it fails the test.
// A test that expects an error log spies on console.error itself (vi.spyOn) and asserts on it.
let unexpectedErrors: unknown[][] = [];
const originalError = console.error;

console.error = (...args: unknown[]) => {
  unexpectedErrors.push(args);
  originalError(...args);
};

afterEach(() => {
  const errors = unexpectedErrors;
  unexpectedErrors = [];
  if (errors.length > 0 && !vi.isMockFunction(console.error)) {
    throw new Error(
      `console.error was called during the test:\n${errors.map((a) => a.map(String).join(" ")).join("\n")}`,
    );
  }
});
