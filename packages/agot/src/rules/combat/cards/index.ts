/** Every house card text ability, one file each (cards.md section 2.2); cards without text have only icons. */
import type { CardAbility } from "../ability.ts";
import { aeronDamphair } from "./aeron-damphair.ts";
import { anyaWaynwood } from "./anya-waynwood.ts";
import { arianneMartell } from "./arianne-martell.ts";
import { ashaGreyjoy } from "./asha-greyjoy.ts";
import { balonGreyjoy } from "./balon-greyjoy.ts";
import { catelynStark } from "./catelyn-stark.ts";
import { cerseiLannister } from "./cersei-lannister.ts";
import { doranMartell } from "./doran-martell.ts";
import { godricBorrell } from "./godric-borrell.ts";
import { lysaArryn } from "./lysa-arryn.ts";
import { maceTyrell } from "./mace-tyrell.ts";
import { nymeriaSand } from "./nymeria-sand.ts";
import { patchface } from "./patchface.ts";
import { queenOfThorns } from "./queen-of-thorns.ts";
import { renlyBaratheon } from "./renly-baratheon.ts";
import { robbStark } from "./robb-stark.ts";
import { robertArryn } from "./robert-arryn.ts";
import { rooseBolton } from "./roose-bolton.ts";
import { salladhorSaan } from "./salladhor-saan.ts";
import { serDavosSeaworth } from "./ser-davos-seaworth.ts";
import { serKevanLannister } from "./ser-kevan-lannister.ts";
import { serLorasTyrell } from "./ser-loras-tyrell.ts";
import { serVardisEgen } from "./ser-vardis-egen.ts";
import { stannisBaratheon } from "./stannis-baratheon.ts";
import { theBlackfish } from "./the-blackfish.ts";
import { theonGreyjoy } from "./theon-greyjoy.ts";
import { tyrionLannister } from "./tyrion-lannister.ts";
import { tywinLannister } from "./tywin-lannister.ts";
import { victarionGreyjoy } from "./victarion-greyjoy.ts";
import { bericDondarrion } from "./beric-dondarrion.ts";
import { bronn } from "./bronn.ts";
import { jaqenHGhar } from "./jaqen-h-ghar.ts";
import { jonConnington } from "./jon-connington.ts";
import { syrioForel } from "./syrio-forel.ts";
import { varys } from "./varys.ts";
import { daenerysTargaryen } from "./daenerys-targaryen.ts";
import { illyrioMopatis } from "./illyrio-mopatis.ts";
import { khalDrogo } from "./khal-drogo.ts";
import { viserysTargaryen } from "./viserys-targaryen.ts";
import { xaroXhoanDaxos } from "./xaro-xhoan-daxos.ts";
import { stannisBaratheonDwd } from "./stannis-baratheon-dwd.ts";
import { jonSnow } from "./jon-snow.ts";
import { melisandreDwd } from "./melisandre-dwd.ts";
import { rayder } from "./rayder.ts";
import { serIlynPayne } from "./ser-ilyn-payne.ts";
import { serAddamMarbrand } from "./ser-addam-marbrand.ts";
import { qyburn } from "./qyburn.ts";
import { ramsayBolton } from "./ramsay-bolton.ts";
import { walderFrey } from "./walder-frey.ts";
import { reek } from "./reek.ts";
import { doranMartellDwd } from "./doran-martell-dwd.ts";
import { serGerrisDrinkwater } from "./ser-gerris-drinkwater.ts";
import { quentynMartell } from "./quentyn-martell.ts";
import { euronCrowsEyeDwd } from "./euron-crows-eye-dwd.ts";
import { rodrikTheReader } from "./rodrik-the-reader.ts";
import { qarlTheMaid } from "./qarl-the-maid.ts";
import { aeronDamphairDwd } from "./aeron-damphair-dwd.ts";
import { queenOfThornsDwd } from "./queen-of-thorns-dwd.ts";
import { paxterRedwyne } from "./paxter-redwyne.ts";
import { margaeryTyrellDwd } from "./margaery-tyrell-dwd.ts";
import { bronzeYohnRoyceFfc } from "./bronze-yohn-royce-ffc.ts";
import { littlefinger } from "./littlefinger.ts";
import { alayneStone } from "./alayne-stone.ts";
import { lysaArrynFfc } from "./lysa-arryn-ffc.ts";
import { daenerysTargaryenB } from "./daenerys-targaryen-b.ts";
import { captainGroleo } from "./captain-groleo.ts";
import { rakharo } from "./rakharo.ts";
import { missandei } from "./missandei.ts";

/** Every text of the house cards (base game, then Mother of Dragons, cards.md 6.2-6.3, then its later books' decks, alt-house-cards.md); `combat/index.ts` registers them (abilities.ts). */
export const HOUSE_CARD_ABILITIES: readonly CardAbility[] = [
  // Baratheon
  stannisBaratheon,
  renlyBaratheon,
  serDavosSeaworth,
  salladhorSaan,
  patchface,
  // Lannister
  tywinLannister,
  serKevanLannister,
  tyrionLannister,
  cerseiLannister,
  // Stark
  robbStark,
  rooseBolton,
  theBlackfish,
  catelynStark,
  // Martell
  arianneMartell,
  nymeriaSand,
  doranMartell,
  // Greyjoy
  victarionGreyjoy,
  balonGreyjoy,
  theonGreyjoy,
  ashaGreyjoy,
  aeronDamphair,
  // Tyrell
  maceTyrell,
  serLorasTyrell,
  queenOfThorns,
  // Arryn (Mother of Dragons)
  lysaArryn,
  serVardisEgen,
  godricBorrell,
  anyaWaynwood,
  robertArryn,
  // Targaryen, deck A (Mother of Dragons)
  khalDrogo,
  xaroXhoanDaxos,
  daenerysTargaryen,
  viserysTargaryen,
  illyrioMopatis,
  // The shared vassal deck (Mother of Dragons, cards.md 6.4.3); Janos Slynt has only icons.
  varys,
  syrioForel,
  jaqenHGhar,
  jonConnington,
  bericDondarrion,
  bronn,
  // Mother of Dragons' "later books" decks (alt-house-cards.md 2): A Dance with Dragons for the six base
  // houses, A Feast for Crows for Arryn, deck B for Targaryen.
  // Baratheon (ADwD)
  stannisBaratheonDwd,
  jonSnow,
  melisandreDwd,
  rayder,
  // Lannister (ADwD)
  serIlynPayne,
  serAddamMarbrand,
  qyburn,
  // Stark (ADwD)
  ramsayBolton,
  walderFrey,
  reek,
  // Martell (ADwD)
  doranMartellDwd,
  serGerrisDrinkwater,
  quentynMartell,
  // Greyjoy (ADwD)
  euronCrowsEyeDwd,
  rodrikTheReader,
  qarlTheMaid,
  aeronDamphairDwd,
  // Tyrell (ADwD)
  queenOfThornsDwd,
  paxterRedwyne,
  margaeryTyrellDwd,
  // Arryn, A Feast for Crows
  bronzeYohnRoyceFfc,
  littlefinger,
  alayneStone,
  lysaArrynFfc,
  // Targaryen, deck B
  daenerysTargaryenB,
  captainGroleo,
  rakharo,
  missandei,
];
