// The prebuilt page's section anchors (spec 2 §2): a link per section the page shows, in page order.
export interface ProductAnchor {
  id: string;
  label: string;
}

export function AnchorBar({ anchors }: { anchors: readonly ProductAnchor[] }) {
  return (
    <nav className="product-anchors" aria-label="Sections of this page">
      <ul>
        {anchors.map((anchor) => (
          <li key={anchor.id}>
            <a href={`#${anchor.id}`}>{anchor.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
