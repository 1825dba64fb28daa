import { gameModule, playGame } from "./packages/cli/src/index.ts";
import { botFor } from "./packages/bots/src/index.ts";
const t = (name:string, gid:string, config:any, seed:string) => {
  const game = gameModule(gid); const t0=performance.now();
  const r = playGame({ game, config, seed, bots: (seats) => Object.fromEntries(seats.map(s=>[s, botFor(game.id, "random")])) });
  console.log(name, r.log.length, r.endKind, r.failure?.kind, JSON.stringify(r.log).length, Math.round(performance.now()-t0)+"ms", JSON.stringify(r.outcome));
};
for (const s of ["a","b","c"]) t("agot3", "agot", { seed: "fx-"+s, playerCount: 3, tidesOfBattle: false }, "fx-"+s);
for (const s of ["a","b","c"]) t("agot4t", "agot", { seed: "fx-"+s, playerCount: 4, tidesOfBattle: true }, "fx-"+s);
const opts = { winterIsComing: true, tactics: true, nightsWatch: true, assassinationVariant: true, diplomacyVariant: true, oneMillPerVillage: true, titleConcession: true };
for (const s of ["a","b","c"]) t("fief4v", "fief", { seed: "fx-"+s, houses: ["stark","lannister","baratheon","tyrell"], options: opts }, "fx-"+s);
for (const s of ["a","b"]) t("fief3", "fief", { seed: "fx-"+s, houses: ["stark","lannister","baratheon"] }, "fx-"+s);
