/** `kingsroad replay FILE`: checks that a saved game replays to its recorded hash. */
import { gameModule } from "../games.ts";
import { checkReplay, readReplay } from "../play/replay-file.ts";

export function replay(path: string, print: (text: string) => void): boolean {
  const file = readReplay(path);
  const result = checkReplay(gameModule(file.game), file);
  for (const line of result.lines) print(line);
  print(result.ok ? "OK" : "MISMATCH");
  return result.ok;
}
