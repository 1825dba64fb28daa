/**
 * fast-json-patch's ES module of the patch functions alone (no `observe`, no default export that
 * would keep every function in the bundle); its types are the package's own `module/core.d.ts`.
 */
declare module "fast-json-patch/module/core.mjs" {
  export * from "fast-json-patch/module/core";
}
