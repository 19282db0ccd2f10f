import { Link } from '@tanstack/react-router';

/**
 * Category tabs of a list page (match columns by raceType, anchor columns by anchorType). They are
 * links, not a tablist: the router marks the current one aria-current="page". The row keeps its
 * height while the columns load (app.css .column-tabs): the page's first render does not wait for
 * them, and the row appearing would push the whole page down.
 */
export function ColumnTabs({
  kind,
  items,
  label,
}: {
  kind: 'match' | 'anchor';
  items: { id: number; text: string }[];
  label: string;
}) {
  const to = kind === 'match' ? '/match/$column' : '/anchor/$column';
  return (
    <nav className="tabs column-tabs" aria-label={label}>
      {items.map((item) => (
        <Link key={item.id} to={to} params={{ column: String(item.id) }} className="tab">
          {item.text}
        </Link>
      ))}
    </nav>
  );
}
