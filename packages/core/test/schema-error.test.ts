import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeInvalid } from "../src/schema-error.ts";

const action = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("place-order"), area: z.string(), order: z.enum(["march", "defense", "support"]) }),
  z.strictObject({ type: z.literal("bid"), amount: z.number().int().min(0) }),
  z.strictObject({ type: z.literal("muster"), units: z.array(z.object({ area: z.string(), unit: z.enum(["footman", "knight"]) })) }),
]);

const line = (v: unknown, subject?: string): string => {
  const r = action.safeParse(v);
  if (r.success) throw new Error("expected a failure");
  return describeInvalid(r.error, subject);
};

describe("describeInvalid", () => {
  it("names the field and what was expected, on one line", () => {
    expect(line({ type: "place-order", area: 5, order: "march" })).toBe("area: expected string, got number");
    expect(line({ type: "place-order", order: "march" })).toBe("area: missing (expected string)");
    expect(line({ type: "place-order", area: "winterfell", order: "raid" })).toBe("order: expected one of march, defense, support");
    expect(line({ type: "bid", amount: -1 })).toBe("amount: expected number to be >=0");
    expect(line({ type: "bid", amount: 1, extra: 1 })).toBe("the input: a field not allowed here: extra");
  });

  it("names the kinds a tagged value may have, and cuts long lists", () => {
    expect(line({ type: "nope" })).toBe("type: expected one of place-order, bid, muster");
    const many = z.discriminatedUnion(
      "type",
      Array.from({ length: 12 }, (_, i) => z.object({ type: z.literal(`k${i}`) })) as unknown as [z.ZodObject<{ type: z.ZodLiteral<string> }>],
    );
    const r = many.safeParse({ type: "x" });
    expect(!r.success && describeInvalid(r.error)).toBe("type: expected one of k0, k1, k2, k3, k4, k5, k6, k7 (or 4 more)");
  });

  it("writes nested paths as prettifyError does, and counts the other problems", () => {
    expect(line({ type: "muster", units: [{ area: "a", unit: "knight" }, { area: 3, unit: "dragon" }] })).toBe(
      "units[1].area: expected string, got number (and 1 more problem)",
    );
  });

  it("names the whole value when it is the problem", () => {
    expect(line(7, "the action")).toBe("the action: expected object, got number");
    expect(line(null)).toBe("the input: expected object, got null");
  });

  it("is never more than one line, whatever zod says", () => {
    const r = z.object({ a: z.string(), b: z.number(), c: z.boolean() }).safeParse({});
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(r.error.message).toContain("\n");
      expect(describeInvalid(r.error)).toBe("a: missing (expected string) (and 2 more problems)");
    }
  });
});
