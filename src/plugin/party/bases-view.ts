import { BasesView, requireApiVersion, type BasesAllOptions, type Plugin, type QueryController } from "obsidian";
import { BAR_KEYS, PartyBoard, type BarKey, type BoardMember, type CardOptions, type PartyServices } from "./cards";
import { tr } from "./strings";

/** The view type a `.base` file names in `views: - type: hbm-party-cards`. */
export const PARTY_BASES_VIEW = "hbm-party-cards";
/** Custom Bases views came with Obsidian 1.10.0 (obsidian.d.ts `@since`). */
export const BASES_API_VERSION = "1.10.0";

const BAR_OPTION: Record<BarKey, string> = { health: "barHealth", mana: "barMana", zeal: "barZeal" };

/** The view's options as the Bases toolbar shows them; the values are stored in the `.base` file. */
export function partyViewOptions(): BasesAllOptions[] {
  return [
    {
      type: "dropdown",
      key: "layout",
      displayName: tr("optionLayout"),
      default: "compact",
      options: { compact: tr("layoutCompact"), full: tr("layoutFull") },
    },
    {
      type: "group",
      displayName: tr("optionBars"),
      items: [
        { type: "toggle", key: BAR_OPTION.health, displayName: tr("optionBarHealth"), default: true },
        { type: "toggle", key: BAR_OPTION.mana, displayName: tr("optionBarMana"), default: true },
        { type: "toggle", key: BAR_OPTION.zeal, displayName: tr("optionBarZeal"), default: true },
      ],
    },
  ];
}

/** The options in force, from the view's stored config (missing or odd values fall back to the defaults). */
export function cardOptionsFrom(get: (key: string) => unknown): CardOptions {
  return {
    layout: get("layout") === "full" ? "full" : "compact",
    bars: BAR_KEYS.filter((k) => get(BAR_OPTION[k]) !== false),
  };
}

/** The file's own name is the card's title: the base's other properties go below it. */
const TITLE_PROPERTIES = new Set(["file.name", "file.basename"]);

/**
 * Registers "Karty drużyny" as a Bases view type, on Obsidian 1.10 and later.
 * The class is declared inside the version guard: on an older app `BasesView`
 * does not exist, and extending it at load time would stop the whole plugin
 * (the sidebar view "Drużyna" serves there). Returns whether it registered
 * (false on an older app, or when the Bases core plugin is off).
 */
export function registerPartyBasesView(host: Pick<Plugin, "registerBasesView">, services: PartyServices): boolean {
  if (requireApiVersion("1.10.0")) {
    class PartyBasesView extends BasesView {
      readonly type = PARTY_BASES_VIEW;
      readonly board: PartyBoard;

      constructor(controller: QueryController, containerEl: HTMLElement) {
        super(controller);
        this.board = new PartyBoard(containerEl.createDiv({ cls: "hbm-party-bases" }), services);
      }

      override onload(): void {
        this.register(this.board.watch());
      }

      /** New results (a note changed, or the base's filters, sort or options): the cards follow, in the results' order. */
      onDataUpdated(): void {
        const order = this.config.getOrder().filter((id) => !TITLE_PROPERTIES.has(id));
        // The results in the base's order; grouped as the base groups them (groupBy), when it does.
        const groups = this.data.groupedData;
        const grouped = groups.some((g) => g.hasKey());
        const members: BoardMember[] = groups.flatMap((group) =>
          group.entries.map((entry) => ({
            path: entry.file.path,
            ...(grouped ? { group: group.hasKey() && group.key ? group.key.toString() : tr("noGroup") } : {}),
            properties: order.flatMap((id) => {
              const value = entry.getValue(id);
              if (!value) return [];
              const text = value.toString();
              if (text === "" || (text === "null" && !value.isTruthy())) return [];
              return [{ label: this.config.getDisplayName(id), value: text }];
            }),
          })),
        );
        this.board.show(
          members,
          cardOptionsFrom((key) => this.config.get(key)),
          tr("baseEmpty"),
        );
      }
    }
    return host.registerBasesView(PARTY_BASES_VIEW, {
      name: tr("basesViewName"),
      icon: "users",
      factory: (controller, containerEl) => new PartyBasesView(controller, containerEl),
      options: partyViewOptions,
    });
  }
  return false;
}
