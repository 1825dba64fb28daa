/**
 * One voice for bad input: a schema error (zod's) as one plain line that names the field and what
 * was expected, for players, operators and command-line users alike. zod's own `message` is a
 * JSON dump of every issue and `z.prettifyError` spans lines; this keeps prettifyError's way of
 * naming a field (`orders[2].area`) and says the first problem, then how many more there are.
 *
 * The error is taken by shape, so the kernel needs no schema library.
 */

/** The parts of a zod 4 issue this reads; every zod issue has them. */
export interface SchemaIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  /** invalid_type: the type wanted ("string", "object"...). */
  readonly expected?: unknown;
  /** invalid_value (an enum or literal): the accepted values. */
  readonly values?: readonly unknown[];
  /** invalid_union on a discriminated union: the accepted tags, and the tag's field. */
  readonly options?: readonly unknown[];
  readonly discriminator?: string;
  /** unrecognized_keys: the keys that are not allowed. */
  readonly keys?: readonly string[];
}

export interface SchemaError {
  readonly issues: readonly SchemaIssue[];
}

/** Past this many accepted values the list is cut: the line is for reading, not a reference. */
const MAX_LISTED = 8;

/** "type", "orders[2].area", "seats.stark": the field as prettifyError names it. */
export function fieldName(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else if (typeof key === "symbol") out += `[${String(key)}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(key)}]`;
  }
  return out;
}

function oneOf(values: readonly unknown[]): string {
  const shown = values.slice(0, MAX_LISTED).map((v) => (typeof v === "string" ? v : JSON.stringify(v)));
  const rest = values.length - shown.length;
  return `one of ${shown.join(", ")}${rest > 0 ? ` (or ${rest} more)` : ""}`;
}

/** What was wrong with one field, without the field's name. */
function problem(issue: SchemaIssue): string {
  switch (issue.code) {
    case "invalid_type": {
      const received = /received (\w+)/.exec(issue.message)?.[1];
      const expected = typeof issue.expected === "string" ? issue.expected : "another type";
      return received === "undefined" ? `missing (expected ${expected})` : `expected ${expected}${received ? `, got ${received}` : ""}`;
    }
    case "invalid_value":
      if (issue.values && issue.values.length > 0) return `expected ${oneOf(issue.values)}`;
      break;
    case "invalid_union":
      if (issue.options && issue.options.length > 0) return `expected ${oneOf(issue.options)}`;
      break;
    case "unrecognized_keys":
      if (issue.keys && issue.keys.length > 0) return `${issue.keys.length > 1 ? "fields" : "a field"} not allowed here: ${issue.keys.join(", ")}`;
      break;
  }
  // zod's messages start with a kind ("Too small: expected number to be >=0"): keep what follows.
  const message = issue.message.replace(/^(Invalid input|Too small|Too big|Invalid option|Invalid string|Invalid number): /, "");
  const flat = message.replace(/\s+/g, " ").trim();
  return flat === "" || flat === "Invalid input" ? "not valid" : flat;
}

/**
 * One line: `<field> <problem>` for the first issue, e.g. "area: expected string, got number",
 * "order: expected one of march, defense, ...", "card: missing (expected string)". `subject`
 * names the whole value when the problem is with it rather than a field ("the action").
 */
export function describeInvalid(error: SchemaError, subject = "the input"): string {
  const [first] = error.issues;
  if (!first) return `${subject}: not valid`;
  const field = fieldName(first.path);
  const more = error.issues.length - 1;
  const what = problem(first);
  const line = field ? `${field}: ${what}` : `${subject}: ${what}`;
  return more > 0 ? `${line} (and ${more} more problem${more > 1 ? "s" : ""})` : line;
}
