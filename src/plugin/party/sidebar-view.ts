import { ItemView, type WorkspaceLeaf } from "obsidian";
import { DEFAULT_CARD_OPTIONS, PartyBoard, type CardOptions, type PartyServices } from "./cards";
import { tr } from "./strings";

export const PARTY_VIEW = "hbm-party";

/**
 * "Drużyna" in the sidebar: the same cards as the Bases view, for the members
 * the party setting names (a folder or a #tag), sorted by name. It serves on
 * Obsidian older than 1.10 and wherever the GM wants the party beside a note.
 */
export class PartyView extends ItemView {
  private board: PartyBoard | null = null;
  private options: CardOptions = DEFAULT_CARD_OPTIONS;
  private pending: number | null = null;

  constructor(
    leaf: WorkspaceLeaf,
    private readonly services: PartyServices,
  ) {
    super(leaf);
  }

  getViewType(): string {
    return PARTY_VIEW;
  }

  getDisplayText(): string {
    return tr("partyTitle");
  }

  override getIcon(): string {
    return "users";
  }

  override onOpen(): Promise<void> {
    const root = this.contentEl;
    root.empty();
    root.addClass("hbm-party-sidebar");
    const head = root.createDiv({ cls: "hbm-party-toolbar" });
    head.createDiv({ cls: "hbm-party-title", text: `${tr("partyTitle")} · ${this.services.partySetting()}` });
    const layout = head.createEl("button", {
      cls: "hbm-button hbm-party-layout",
      attr: { type: "button", "aria-pressed": "false" },
      text: tr("layoutFull"),
    });
    layout.addEventListener("click", () => {
      const full = this.options.layout !== "full";
      this.options = { ...this.options, layout: full ? "full" : "compact" };
      layout.setText(full ? tr("layoutCompact") : tr("layoutFull"));
      layout.setAttr("aria-pressed", String(full));
      this.refresh();
    });
    if (this.services.openGroupTest) {
      const group = head.createEl("button", {
        cls: "hbm-button hbm-party-group-test",
        attr: { type: "button" },
        text: tr("groupTest"),
      });
      group.addEventListener("click", () => this.services.openGroupTest?.(this.services.partyPaths()));
    }
    const board = new PartyBoard(root.createDiv(), this.services);
    this.board = board;
    // Membership (a new note with the tag, a moved note) and numbers both come from the index.
    this.register(
      this.services.index.onChange((paths) => {
        if (paths.some((p) => board.affects(p) || this.services.index.get(p)?.isCharacter)) this.schedule();
      }),
    );
    this.refresh();
    return Promise.resolve();
  }

  override onClose(): Promise<void> {
    if (this.pending !== null) window.clearTimeout(this.pending);
    this.pending = null;
    return Promise.resolve();
  }

  /** Read the party setting's members again and redraw. */
  refresh(): void {
    const members = this.services.partyPaths().map((path) => ({ path, properties: [] }));
    this.board?.show(members, this.options, tr("partyEmpty", { setting: this.services.partySetting() }));
  }

  private schedule(): void {
    if (this.pending !== null) return;
    this.pending = window.setTimeout(() => {
      this.pending = null;
      this.refresh();
    }, 30);
  }
}
