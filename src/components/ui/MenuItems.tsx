/** The buttons of a small menu (role="menu"): one per action, each named by its `data-action`. */
export function MenuItems<A extends string>({
  actions,
  labels,
  danger,
  onPick,
  roving = false,
}: {
  actions: readonly A[];
  labels: Record<A, string>;
  /** The actions shown in the danger colour. */
  danger: readonly A[];
  onPick: (action: A) => void;
  /** Items kept out of the tab order: the keys of useMenuKeys with `roving` reach them. */
  roving?: boolean;
}) {
  return actions.map((action) => (
    <button
      key={action}
      type="button"
      role="menuitem"
      tabIndex={roving ? -1 : undefined}
      className={danger.includes(action) ? 'danger' : undefined}
      onClick={() => onPick(action)}
      data-action={action}
    >
      {labels[action]}
    </button>
  ));
}
