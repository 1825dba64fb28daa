import { assignOrdersRules } from "./assign-orders.ts";
import { messengerRavenRules } from "./raven.ts";

export const planningRules = {
  "assign-orders": assignOrdersRules,
  "messenger-raven": messengerRavenRules,
};
