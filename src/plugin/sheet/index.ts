export { SHEET_VIEW, SheetView, tabsFor, type SheetViewState, type TabId } from "./view";
