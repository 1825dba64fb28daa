/** The seeded uniform bot: it works for any engine because it only needs the list of legal actions. */
import { nextInt } from "@kingsroad/core";
import type { Bot } from "./bot.ts";

export const randomBot: Bot<unknown, unknown> = {
  name: "random",
  decide({ legal, rng }) {
    if (legal.length === 0) throw new RangeError("the random bot was asked to choose from no legal action");
    const [i, next] = nextInt(rng, legal.length);
    return { action: legal[i], rng: next };
  },
};
