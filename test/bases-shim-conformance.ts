/**
 * Type-checks the Bases stand-in (test/obsidian-bases-mock.ts) against
 * Obsidian's own obsidian.d.ts, as test/shim-conformance.ts does for the rest
 * of the shim: a renamed or re-typed Bases API breaks `tsc --noEmit`. Nothing
 * here runs.
 */
import type * as Real from "obsidian";
import type * as Shim from "./obsidian-bases-mock";
import type { Accepts, All, Fits } from "./shim-conformance";

export type BasesConformance = All<
  [
    Accepts<typeof Shim.requireApiVersion, typeof Real.requireApiVersion>,
    Fits<typeof Shim.apiVersion, typeof Real.apiVersion>,
    Accepts<typeof Shim.parsePropertyId, typeof Real.parsePropertyId>,
    Fits<ReturnType<typeof Shim.parsePropertyId>, ReturnType<typeof Real.parsePropertyId>>,
    Accepts<Shim.BasesViewConfig["get"], Real.BasesViewConfig["get"]>,
    Accepts<Shim.BasesViewConfig["set"], Real.BasesViewConfig["set"]>,
    Accepts<Shim.BasesViewConfig["getOrder"], Real.BasesViewConfig["getOrder"]>,
    Fits<ReturnType<Shim.BasesViewConfig["getOrder"]>, ReturnType<Real.BasesViewConfig["getOrder"]>>,
    Accepts<Shim.BasesViewConfig["getSort"], Real.BasesViewConfig["getSort"]>,
    Fits<ReturnType<Shim.BasesViewConfig["getSort"]>, ReturnType<Real.BasesViewConfig["getSort"]>>,
    Accepts<Shim.BasesViewConfig["getDisplayName"], Real.BasesViewConfig["getDisplayName"]>,
    Accepts<Shim.BasesViewConfig["getAsPropertyId"], Real.BasesViewConfig["getAsPropertyId"]>,
    Fits<Shim.BasesViewConfig["name"], Real.BasesViewConfig["name"]>,
    Accepts<Shim.BasesEntry["getValue"], Real.BasesEntry["getValue"]>,
    Fits<Shim.BasesQueryResult["properties"], Real.BasesQueryResult["properties"]>,
    Accepts<Shim.BasesEntryGroup["hasKey"], Real.BasesEntryGroup["hasKey"]>,
    Accepts<Shim.Value["toString"], Real.Value["toString"]>,
    Accepts<Shim.Value["isTruthy"], Real.Value["isTruthy"]>,
    Fits<ReturnType<Shim.Value["isTruthy"]>, ReturnType<Real.Value["isTruthy"]>>,
    Accepts<Shim.BasesView["onDataUpdated"], Real.BasesView["onDataUpdated"]>,
    Accepts<Shim.BasesView["register"], Real.BasesView["register"]>,
    Accepts<Shim.BasesView["load"], Real.BasesView["load"]>,
    Accepts<Shim.BasesView["createFileForView"], Real.BasesView["createFileForView"]>,
    Fits<Shim.BasesView["allProperties"], Real.BasesView["allProperties"]>,
    Accepts<Shim.QueryController["addChild"], (c: Shim.BasesView) => Shim.BasesView>,
  ]
>;
