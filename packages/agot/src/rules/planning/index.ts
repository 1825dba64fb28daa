import { assignOrdersRules } from "./assign-orders.ts";
import { messengerRavenRules } from "./raven.ts";
import { claimVassalsRules } from "./claim-vassals.ts";

export const planningRules = {
  "assign-orders": assignOrdersRules,
  "messenger-raven": messengerRavenRules,
  "claim-vassals": claimVassalsRules,
};
