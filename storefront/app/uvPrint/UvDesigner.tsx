// The designer's interactive part (spec 2 §2 "UV print designer", §4, §5, §8): panel chooser, canvas, libraries,
// toolbar, save states and toasts. Loaded only on the designer route and only in the browser, so Konva never
// reaches another page's JavaScript nor the server render. What a shopper needs only after an interaction (the upload,
// the AI Generator, the cart writes) loads on intent, not with the canvas (issue 21's route JavaScript; issue 20's
// designer budget): pointing at or focusing a library tab, the upload or Add to cart starts loading it.
import type { components } from '@rigkit/api-client';
import { nextDesignImageId, placeNewImage, printableAreaFromPixels } from '@rigkit/domain/canvas';
import { KitItemIds } from '@rigkit/domain/kit';
import { designNameError, PANEL_LABELS, uvPrintMessages, type PanelName } from '@rigkit/domain/uvPrint';
import { Toast, createToastQueue } from '@rigkit/react/Toast';
import { UvCanvas, UvLibraryTabs, UvPanelPreview, type UvCanvasImage } from '@rigkit/react/UvCanvas';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { browserApi } from '../lib/api.client.ts';
import { announceSessionChange } from '../lib/crossTab.ts';
import { designerPageMessages as text } from './designerMessages.ts';
import { OtherDesignsMenu } from './OtherDesignsMenu.tsx';
import { panelImagesOf, SAMPLE_PIXELS, toUserObjects, type PanelImages } from './designImages.ts';
// The sheet of what this lazily loaded part draws: it comes with its chunk.
import '../theme/widgets/uv-designer.css';

// Loaded on intent (see the top): a second call answers the module already loaded.
const loadUpload = () => import('./uploadArtwork.ts');
const loadAiGenerator = () => import('./AiGenerator.tsx');
const loadCartLines = () => import('../lib/cartLines.ts');
const AiGenerator = lazy(async () => ({ default: (await loadAiGenerator()).AiGenerator }));
/** Starts loading what the library tabs' controls need; a failed load shows when the control is used. */
const preloadLibraries = () => {
  void loadUpload().catch(() => undefined);
  void loadAiGenerator().catch(() => undefined);
};
const preloadCartLines = () => void loadCartLines().catch(() => undefined);

type UvDesign = components['schemas']['UvDesign'];
type LibraryImage = components['schemas']['LibraryImage'];

export interface UvDesignerProps {
  itemId: number;
  design: UvDesign;
  library: readonly LibraryImage[];
  isLoggedIn: boolean;
  /** The account's AllowAiUvPrinting: shows the AI Generator tab. */
  allowAi: boolean;
  /** A toast to show on arrival (the address reverted after a failed load). */
  initialError: string | null;
}

type SaveState = 'none' | 'loading' | 'saving';

const errorToastMs = 5000;
const infoToastMs = 3000;

export default function UvDesigner({ itemId, design, library, isLoggedIn, allowAi, initialError }: UvDesignerProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const toasts = useMemo(() => createToastQueue(), []);
  const panels = design.Panels.filter((panel) => panel.PanelType === 'PrintablePanel');
  const [activePanel, setActivePanel] = useState(panels[0]?.PanelName ?? 'L');
  const [images, setImages] = useState<PanelImages>(() => panelImagesOf(panels));
  const [name, setName] = useState(design.DesignName);
  const [isPublic, setPublic] = useState(design.IsPublic ?? false);
  const [code, setCode] = useState(design.DesignCode ?? null);
  const [isDirty, setDirty] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [libraryTab, setLibraryTab] = useState<'mine' | 'ple' | 'ai'>('ple');
  const [group, setGroup] = useState('Featured');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const saveState: SaveState = saving ? 'saving' : navigation.state === 'loading' ? 'loading' : 'none';

  const showError = (title: string) => toasts.add({ title, tone: 'error' }, { timeout: errorToastMs });
  useEffect(() => {
    if (initialError) toasts.add({ title: initialError, tone: 'error' }, { timeout: errorToastMs });
  }, [initialError, toasts]);

  // The browser's own leave warning while there are unsaved changes (spec 2 §4).
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const panel = panels.find((candidate) => candidate.PanelName === activePanel) ?? panels[0];
  const panelImages = images[activePanel] ?? [];

  const changeImages = (next: UvCanvasImage[]) => {
    setImages((current) => ({ ...current, [activePanel]: next }));
    setDirty(true);
  };

  const addImage = (url: string, imageName: string, natural: { width: number; height: number }) => {
    if (!panel?.PrintableAreaPixels) return;
    const id = nextDesignImageId(panelImages.map((image) => image.id));
    if (id === null) return;
    const placed = placeNewImage(natural, printableAreaFromPixels(panel.PrintableAreaPixels));
    const order = panelImages.reduce((highest, image) => Math.max(highest, image.order), -1) + 1;
    changeImages([...panelImages, { id, order, ...placed, url, name: imageName, naturalWidth: natural.width, naturalHeight: natural.height }]);
    setSelectedId(id);
  };

  const upload = async (file: File) => {
    let uploader: Awaited<ReturnType<typeof loadUpload>>;
    try {
      uploader = await loadUpload();
    } catch {
      return showError(uvPrintMessages.errorLoading);
    }
    const refusal = uploader.uploadRefusal(file);
    if (refusal) return showError(refusal);
    setUploading(true);
    try {
      const outcome = await uploader.uploadArtwork(file);
      if ('error' in outcome) return showError(outcome.error);
      addImage(outcome.url, outcome.name, outcome.natural);
    } finally {
      setUploading(false);
    }
  };

  const printedPanels = Object.values(images).filter((list) => list.length > 0).length;

  const save = async (thenAddToCart: boolean) => {
    if (!isLoggedIn) return;
    const error = designNameError(name);
    setNameError(error);
    if (error) return showError(uvPrintMessages.nameRequiredToast);
    setSaving(true);
    try {
      const { data } = await browserApi().POST('/updateUvPrintConfig', {
        body: {
          UvInventoryItemId: itemId,
          KeyStringId: code,
          PreviousKeyStringId: code,
          IsPublic: isPublic,
          DesignName: name,
          UvConfiguration: {
            DesignName: name,
            DesignCode: code,
            Panels: panels.map((candidate) => ({
              PanelName: candidate.PanelName,
              PanelType: 'PrintablePanel' as const,
              ...(candidate.PrintableAreaPixels ? { PrintableAreaPixels: candidate.PrintableAreaPixels } : {}),
              UserObjects: toUserObjects(images[candidate.PanelName] ?? []),
              PreviewPanels: [],
            })),
          },
        },
      });
      const saved = data.data?.UvPrintDesignCode;
      if (!saved) throw new Error('no design code');
      setCode(saved);
      setDirty(false);
      if (thenAddToCart) {
        const { addToCart: addLinesToCart } = await loadCartLines();
        // The item with its design, and the print itself once per printed panel (item 663936, spec 2 §9).
        await addLinesToCart(browserApi(), [
          { InventoryItemId: itemId, Quantity: 1, AddToCartSource: 'viewItemSTK', UvPrintDesignCode: saved },
          ...(printedPanels > 0 && itemId !== KitItemIds.uvPanelPrint ? [{ InventoryItemId: KitItemIds.uvPanelPrint, Quantity: printedPanels, AddToCartSource: 'viewItemSTK' as const, UvPrintDesignCode: saved }] : []),
        ]);
        announceSessionChange();
        await navigate('/cart');
        return;
      }
      toasts.add({ title: text.saved, tone: 'success' }, { timeout: infoToastMs });
      if (saved !== code) await navigate(`/UvPrintDesigner/${itemId}/${saved}`, { replace: true, preventScrollReset: true });
    } catch {
      showError(uvPrintMessages.errorSaving);
    } finally {
      setSaving(false);
    }
  };

  const share = async () => {
    if (!code) return;
    const link = `${window.location.origin}/UvPrintDesigner/${itemId}/${code}`;
    try {
      await navigator.clipboard.writeText(link);
      toasts.add({ title: text.linkCopied, tone: 'neutral' }, { timeout: infoToastMs });
    } catch {
      toasts.add({ title: link, tone: 'neutral' }, { timeout: errorToastMs });
    }
  };

  const groups = ['Featured', ...new Set(library.map((image) => image.Group ?? '').filter((value) => value !== '' && value !== 'Featured')), 'All'];
  const shownSamples = library.filter((image) => group === 'All' || image.Group === group);
  const controlsDisabled = !isLoggedIn || saveState !== 'none';
  // The AI Generator only with the account's AllowAiUvPrinting (spec 2 §2).
  const libraryTabs = [
    { key: 'mine' as const, label: text.myArtwork },
    ...(allowAi ? [{ key: 'ai' as const, label: text.aiGenerator }] : []),
    { key: 'ple' as const, label: text.pleArtwork },
  ];

  return (
    <div data-rigkit="uv-designer" data-state={saveState}>
      {!isLoggedIn ? (
        <p data-part="guest-notice" role="note">
          {uvPrintMessages.guestNotice}
        </p>
      ) : null}
      <div data-part="toolbar" role="group" aria-label="Design">
        <label data-part="name">
          <span>{text.designName}</span>
          <input
            value={name}
            disabled={!isLoggedIn}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? 'uv-design-name-error' : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
              setDirty(true);
            }}
          />
        </label>
        <button type="button" data-part="save" disabled={controlsDisabled} onClick={() => void save(false)}>
          {saveState === 'saving' ? text.saving : text.save}
        </button>
        <button type="button" data-part="add-to-cart" disabled={controlsDisabled} onPointerEnter={preloadCartLines} onFocus={preloadCartLines} onClick={() => void save(true)}>
          {code ? text.applyToCart : text.addToCart}
        </button>
        <button
          type="button"
          data-part="clear"
          disabled={!isLoggedIn}
          onClick={() => {
            setImages(Object.fromEntries(panels.map((candidate) => [candidate.PanelName, []])));
            setSelectedId(null);
            setDirty(true);
          }}
        >
          {text.clear}
        </button>
        <label data-part="public">
          <input
            type="checkbox"
            checked={isPublic}
            disabled={!isLoggedIn}
            onChange={(event) => {
              setPublic(event.target.checked);
              setDirty(true);
            }}
          />
          <span>{text.visibleToEveryone}</span>
        </label>
        {code && isPublic ? (
          <button type="button" data-part="share" onClick={() => void share()}>
            {text.share}
          </button>
        ) : null}
        <OtherDesignsMenu />
      </div>
      {nameError ? (
        <p id="uv-design-name-error" data-part="name-error" role="alert">
          {nameError}
        </p>
      ) : null}
      {isDirty && isLoggedIn ? (
        <p data-part="unsaved" role="status">
          {uvPrintMessages.unsavedChanges}
        </p>
      ) : null}
      <div data-part="workspace">
        <div data-part="panels" role="group" aria-label={text.panels}>
          {panels.map((candidate) => (
            <button
              key={candidate.PanelName}
              type="button"
              aria-pressed={candidate.PanelName === activePanel}
              data-part="panel"
              onClick={() => {
                setActivePanel(candidate.PanelName);
                setSelectedId(null);
              }}
            >
              {candidate.PrintableAreaPixels ? <UvPanelPreview panel={{ PanelName: candidate.PanelName, PrintableAreaPixels: candidate.PrintableAreaPixels }} images={images[candidate.PanelName] ?? []} /> : null}
              <span data-part="panel-name">
                {PANEL_LABELS[candidate.PanelName as PanelName] ?? candidate.PanelName}
                {(images[candidate.PanelName]?.length ?? 0) > 0 ? ` (${images[candidate.PanelName]?.length ?? 0})` : ''}
              </span>
            </button>
          ))}
        </div>
        {panel?.PrintableAreaPixels ? (
          <UvCanvas
            key={activePanel}
            panel={{ PanelName: panel.PanelName, PrintableAreaPixels: panel.PrintableAreaPixels, PrintableAreaPhysical: panel.PrintableAreaPhysical }}
            panelLabel={PANEL_LABELS[panel.PanelName as PanelName] ?? panel.PanelName}
            value={panelImages}
            onChange={changeImages}
            selectedId={selectedId}
            onSelectionChange={setSelectedId}
            headingLevel={2}
          />
        ) : null}
        <section data-part="libraries" aria-label="Artwork">
          <UvLibraryTabs tabs={libraryTabs} selectedKey={libraryTab} onSelectionChange={setLibraryTab} onIntent={preloadLibraries} aria-label={text.libraries}>
            {(tab) =>
              tab === 'ai' ? (
                <Suspense
                  fallback={
                    <p data-part="loading" role="status">
                      {text.loadingAiGenerator}
                    </p>
                  }
                >
                  <AiGenerator onPick={(url, label) => addImage(url, label, { width: 1024, height: 768 })} onError={showError} />
                </Suspense>
              ) : tab === 'mine' ? (
                <div data-part="my-artwork">
                  <label data-part="upload">
                    <span>{uploading ? text.uploading : text.upload}</span>
                    <input
                      type="file"
                      accept="image/png,image/jpeg,image/bmp"
                      disabled={uploading}
                      onPointerEnter={preloadLibraries}
                      onFocus={preloadLibraries}
                      onChange={(event) => {
                        const file = event.target.files?.[0];
                        event.target.value = '';
                        if (file) void upload(file);
                      }}
                    />
                  </label>
                </div>
              ) : (
                <div data-part="ple-artwork">
                  <label data-part="group">
                    <span>{text.group}</span>
                    <select value={group} onChange={(event) => setGroup(event.target.value)}>
                      {groups.map((value) => (
                        <option key={value} value={value}>
                          {value}
                        </option>
                      ))}
                    </select>
                  </label>
                  <ul data-part="samples">
                    {shownSamples.map((sample) => (
                      <li key={sample.Url}>
                        <button type="button" data-part="sample" onClick={() => addImage(sample.Url, sample.Name ?? 'Sample', { width: SAMPLE_PIXELS, height: SAMPLE_PIXELS })}>
                          <img src={sample.ThumbnailUrl ?? sample.Url} alt="" width={96} height={96} />
                          <span>{text.addSample(sample.Name ?? 'Sample')}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              )
            }
          </UvLibraryTabs>
        </section>
      </div>
      <Toast.Region queue={toasts} />
    </div>
  );
}
