// The customer's saved designs on /UvPrintDesigns (spec 2 §2 "Design management", §6): each opens in the designer,
// a public one shows its share link, and Delete asks first (designed: an inline confirmation, as the cart's Clear
// All does, with focus on the confirming button and back on the list after). The page passes onDelete.
import { uvPrintDesignerPath } from '@rigkit/domain/paths';
import { PANEL_LABELS, type PanelName } from '@rigkit/domain/uvPrint';
import type { components } from '@rigkit/api-client';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { designListMessages as text } from './designListMessages.ts';

type UvDesignSummary = components['schemas']['UvDesignSummary'];

export interface DesignListProps {
  designs: readonly UvDesignSummary[];
  /** The store's address, for the share links of public designs. */
  origin: string;
  /** Deletes one design; rejects when the server refuses. */
  onDelete: (design: UvDesignSummary) => Promise<void>;
}

const designerHref = (design: UvDesignSummary) => uvPrintDesignerPath(design.InventoryItemId ?? 0, design.UvPrintDesignCode);

/** The panel a picture shows, from its address (/api/uv/preview/{code}/{panel}.png). */
function panelLabel(address: string): string {
  const letter = /\/([LRTF])\.png(?:\?|$)/.exec(address)?.[1] as PanelName | undefined;
  return letter ? PANEL_LABELS[letter] : '';
}

/** One picture per panel with artwork (the server's 20 DPI render of the saved design), each named for the design and panel. */
export function DesignPreviews({ design }: { design: UvDesignSummary }) {
  const addresses = design.PreviewUrls ?? [];
  if (addresses.length === 0) return <p data-part="no-preview">{text.noArtwork}</p>;
  return (
    <div data-part="previews">
      {addresses.map((address) => (
        // A fixed box (the theme fits the panel's shape inside it), so the list does not move as pictures arrive.
        <img key={address} data-part="preview" src={address} alt={text.preview(design.UvPrintDesignName, panelLabel(address))} width={160} height={160} loading="lazy" decoding="async" />
      ))}
    </div>
  );
}

export function DesignList({ designs, origin, onDelete }: DesignListProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [status, setStatus] = useState<{ tone: 'done' | 'failed'; text: string } | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (confirming !== null) confirmRef.current?.focus();
  }, [confirming]);

  const remove = async (design: UvDesignSummary) => {
    setDeleting(true);
    try {
      await onDelete(design);
      setStatus({ tone: 'done', text: text.deleted(design.UvPrintDesignName) });
      setConfirming(null);
      // The row and its buttons are gone: focus the list's heading rather than losing it to the body.
      headingRef.current?.focus();
    } catch {
      setStatus({ tone: 'failed', text: text.deleteFailed });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section data-part="my-designs" aria-labelledby="uv-my-designs-heading">
      <h2 id="uv-my-designs-heading" ref={headingRef} tabIndex={-1}>
        {text.myDesigns}
      </h2>
      <p data-part="status" role={status?.tone === 'failed' ? 'alert' : 'status'}>
        {status?.text}
      </p>
      {designs.length === 0 ? (
        <p data-part="empty">
          {text.none} <Link to="/UvPrintDesigner">{text.openDesigner}</Link>
        </p>
      ) : (
        <ul data-part="designs">
          {designs.map((design) => {
            const name = design.UvPrintDesignName;
            const isConfirming = confirming === design.UvPrintDesignCode;
            return (
              <li key={design.UvPrintDesignCode} data-part="design" data-state={isConfirming ? 'confirming' : 'idle'}>
                <h3 data-part="design-name">{name}</h3>
                <DesignPreviews design={design} />
                <p data-part="design-code">{text.code(design.UvPrintDesignCode)}</p>
                {design.IsPublic ? (
                  <p data-part="share">
                    {text.publicLink}: <a href={designerHref(design)}>{`${origin}${designerHref(design)}`}</a>
                  </p>
                ) : (
                  <p data-part="private">{text.private}</p>
                )}
                <Link to={designerHref(design)} data-part="edit" aria-label={text.edit(name)}>
                  Edit
                </Link>
                {isConfirming ? (
                  <div data-part="confirm" role="group" aria-label={text.confirmDelete(name)}>
                    <p>{text.confirmDelete(name)}</p>
                    <button type="button" ref={confirmRef} data-part="confirm-delete" disabled={deleting} onClick={() => void remove(design)}>
                      {deleting ? text.deleting : text.confirm}
                    </button>
                    <button type="button" data-part="cancel" disabled={deleting} onClick={() => setConfirming(null)}>
                      {text.cancel}
                    </button>
                  </div>
                ) : (
                  <button
                    type="button"
                    data-part="delete"
                    aria-label={text.delete(name)}
                    onClick={() => {
                      setStatus(null);
                      setConfirming(design.UvPrintDesignCode);
                    }}
                  >
                    Delete
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The store's featured designs (spec 2 §2, §6: visible to guests), each opening in the designer. */
export function FeaturedDesigns({ designs }: { designs: readonly UvDesignSummary[] }) {
  if (designs.length === 0) return null;
  return (
    <section data-part="featured-designs" aria-labelledby="uv-featured-designs-heading">
      <h2 id="uv-featured-designs-heading">{text.featured}</h2>
      <ul data-part="designs">
        {designs.map((design) => (
          <li key={design.UvPrintDesignCode} data-part="design">
            <Link to={designerHref(design)} aria-label={text.open(design.UvPrintDesignName)}>
              {design.UvPrintDesignName}
            </Link>
            <DesignPreviews design={design} />
          </li>
        ))}
      </ul>
    </section>
  );
}
