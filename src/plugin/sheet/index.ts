export { SHEET_VIEW, SheetView, type SheetViewState } from "./view";
export { tabsFor, type TabId } from "./tabs";
