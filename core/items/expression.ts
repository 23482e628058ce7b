/**
 * A small evaluator for the expressions and equations children type: numbers, letters, + - × ÷ * /
 * ^, brackets and implied multiplication ("3n", "2(n + 1)"). Used to compare an answer with the
 * key by evaluating both at several points (so "3n + 2" = "2 + n × 3").
 */

export type Expr =
  | { type: "num"; value: number }
  | { type: "var"; name: string }
  | { type: "neg"; arg: Expr }
  | { type: "bin"; op: "+" | "-" | "*" | "/" | "^"; left: Expr; right: Expr };

export type ParsedExpression = { ok: true; sides: Expr[]; variables: string[] } | { ok: false; message: string };

type Token = { kind: "num"; value: number } | { kind: "var"; name: string } | { kind: "op"; op: string };

function tokenize(text: string): Token[] | null {
  const t = text
    .replace(/[×·]/g, "*")
    .replace(/÷/g, "/")
    .replace(/[\u2212\u2013]/g, "-");
  const tokens: Token[] = [];
  let i = 0;
  while (i < t.length) {
    const ch = t.charAt(i);
    if (ch === " ") {
      i++;
    } else if (/[0-9.]/.test(ch)) {
      const m = /^(\d+(\.\d+)?|\.\d+)/.exec(t.slice(i));
      if (!m) return null;
      tokens.push({ kind: "num", value: Number(m[0]) });
      i += m[0].length;
    } else if (/[a-z]/i.test(ch)) {
      // Each letter is its own variable, so "ab" means a × b as in algebra class.
      tokens.push({ kind: "var", name: ch.toLowerCase() });
      i++;
    } else if ("+-*/^()=".includes(ch)) {
      tokens.push({ kind: "op", op: ch });
      i++;
    } else return null;
  }
  return tokens;
}

/** Recursive descent: sum -> product -> unary -> power -> atom, with implied multiplication. */
function parseTokens(tokens: Token[]): Expr | null {
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (op: string) => {
    const tok = peek();
    return tok !== undefined && tok.kind === "op" && tok.op === op;
  };
  const sum = (): Expr | null => {
    let left = product();
    while (left && (isOp("+") || isOp("-"))) {
      const op = (tokens[pos++] as { op: "+" | "-" }).op;
      const right = product();
      if (!right) return null;
      left = { type: "bin", op, left, right };
    }
    return left;
  };
  const startsAtom = () => {
    const tok = peek();
    return tok !== undefined && (tok.kind !== "op" || tok.op === "(");
  };
  const product = (): Expr | null => {
    let left = unary();
    while (left) {
      if (isOp("*") || isOp("/")) {
        const op = (tokens[pos++] as { op: "*" | "/" }).op;
        const right = unary();
        if (!right) return null;
        left = { type: "bin", op, left, right };
      } else if (startsAtom()) {
        const right = power();
        if (!right) return null;
        left = { type: "bin", op: "*", left, right };
      } else break;
    }
    return left;
  };
  const unary = (): Expr | null => {
    if (isOp("-")) {
      pos++;
      const arg = unary();
      return arg && { type: "neg", arg };
    }
    if (isOp("+")) {
      pos++;
      return unary();
    }
    return power();
  };
  const power = (): Expr | null => {
    const base = atom();
    if (base && isOp("^")) {
      pos++;
      const exponent = unary();
      return exponent && { type: "bin", op: "^", left: base, right: exponent };
    }
    return base;
  };
  const atom = (): Expr | null => {
    const tok = peek();
    if (!tok) return null;
    pos++;
    if (tok.kind === "num") return { type: "num", value: tok.value };
    if (tok.kind === "var") return { type: "var", name: tok.name };
    if (tok.op === "(") {
      const inner = sum();
      if (!inner || !isOp(")")) return null;
      pos++;
      return inner;
    }
    return null;
  };
  const expr = sum();
  return expr && pos === tokens.length ? expr : null;
}

function collectVariables(expr: Expr, into: Set<string>): void {
  if (expr.type === "var") into.add(expr.name);
  else if (expr.type === "neg") collectVariables(expr.arg, into);
  else if (expr.type === "bin") {
    collectVariables(expr.left, into);
    collectVariables(expr.right, into);
  }
}

/** Parses an expression, or an equation with exactly one "=". */
export function parseExpression(text: string): ParsedExpression {
  if (text.trim() === "") return { ok: false, message: "empty" };
  const tokens = tokenize(text);
  if (!tokens) return { ok: false, message: "unknown symbol" };
  const sides: Expr[] = [];
  let start = 0;
  for (let i = 0; i <= tokens.length; i++) {
    const tok = tokens[i];
    if (i === tokens.length || (tok?.kind === "op" && tok.op === "=")) {
      const side = parseTokens(tokens.slice(start, i));
      if (!side) return { ok: false, message: "cannot read" };
      sides.push(side);
      start = i + 1;
    }
  }
  if (sides.length > 2) return { ok: false, message: "too many equals signs" };
  const names = new Set<string>();
  for (const side of sides) collectVariables(side, names);
  return { ok: true, sides, variables: [...names].sort() };
}

export function evaluate(expr: Expr, values: Record<string, number>): number {
  switch (expr.type) {
    case "num":
      return expr.value;
    case "var":
      return values[expr.name] ?? Number.NaN;
    case "neg":
      return -evaluate(expr.arg, values);
    case "bin": {
      const a = evaluate(expr.left, values);
      const b = evaluate(expr.right, values);
      if (expr.op === "+") return a + b;
      if (expr.op === "-") return a - b;
      if (expr.op === "*") return a * b;
      if (expr.op === "/") return a / b;
      return a ** b;
    }
  }
}

/** Fixed sample points (not random) so scoring is the same on every run. */
const SAMPLES = [1.5, 2.25, -3.75, 7.125, 0.625, 11.5];

function near(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

function pointFor(variables: string[], k: number): Record<string, number> {
  return Object.fromEntries(variables.map((v, j) => [v, SAMPLES[(k + 2 * j) % SAMPLES.length] as number]));
}

/**
 * True when two parsed expressions agree at every sample point; for two equations, when
 * (left - right) of one is a fixed non-zero multiple of the other's (so "3n = 12" matches "12 = 3n").
 */
export function equivalent(a: Expr[], b: Expr[], variables: string[]): boolean {
  if (a.length !== b.length) return false;
  const [aLeft, aRight] = a as [Expr, Expr | undefined];
  const [bLeft, bRight] = b as [Expr, Expr | undefined];
  if (!aRight || !bRight) {
    return SAMPLES.every((_, k) => {
      const point = pointFor(variables, k);
      const x = evaluate(aLeft, point);
      const y = evaluate(bLeft, point);
      return Number.isFinite(x) && Number.isFinite(y) && near(x, y);
    });
  }
  let ratio: number | null = null;
  for (let k = 0; k < SAMPLES.length; k++) {
    const point = pointFor(variables, k);
    const x = evaluate(aLeft, point) - evaluate(aRight, point);
    const y = evaluate(bLeft, point) - evaluate(bRight, point);
    if (!Number.isFinite(x) || !Number.isFinite(y)) return false;
    if (near(x, 0) || near(y, 0)) {
      if (!(near(x, 0) && near(y, 0))) return false;
      continue;
    }
    if (ratio === null) ratio = y / x;
    else if (!near(y / x, ratio)) return false;
  }
  return ratio !== null;
}
