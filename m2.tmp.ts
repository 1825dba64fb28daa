import { gameModule, playGame } from "./packages/cli/src/index.ts";
import { botFor } from "./packages/bots/src/index.ts";
const game = gameModule("fief");
const opts = { winterIsComing: true, tactics: true, nightsWatch: true, assassinationVariant: true, diplomacyVariant: true, oneMillPerVillage: true, titleConcession: true };
const res=[];
for (let i=0;i<40;i++){ const seed="fief-variants-"+i;
  const r = playGame({ game, config:{ seed, houses: ["stark","lannister","baratheon","tyrell"], options: opts }, seed, bots: (seats) => Object.fromEntries(seats.map(s=>[s, botFor(game.id, "random")])) });
  res.push([r.log.length, seed, r.outcome?.reason, r.outcome?.winners.join(), r.failure?.kind]); }
res.sort((a:any,b:any)=>a[0]-b[0]); console.log(res.slice(0,8));
