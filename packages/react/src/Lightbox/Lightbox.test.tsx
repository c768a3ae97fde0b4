import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Lightbox } from './Lightbox.tsx';
import type { LightboxRootProps } from './Lightbox.tsx';
import type { LightboxImage } from './useLightbox.ts';

const images: LightboxImage[] = [
  { src: '/images/case-front.jpg', alt: 'Case, front', caption: 'Tempered-glass front panel' },
  { src: '/images/case-side.jpg', alt: 'Case, side', caption: 'Side window with RGB fans' },
  { src: '/images/case-rear.jpg', alt: 'Case, rear' },
];

function Gallery(props: Partial<LightboxRootProps>) {
  return (
    <Lightbox.Root images={images} {...props}>
      {images.map((image, index) => (
        <Lightbox.Trigger key={image.src} index={index}>
          <img src={image.src} alt={`View larger: ${image.alt}`} />
        </Lightbox.Trigger>
      ))}
      <Lightbox.Content>
        <Lightbox.Close />
        <Lightbox.Image />
        <Lightbox.Caption />
        <Lightbox.Counter />
        <Lightbox.Previous />
        <Lightbox.Next />
      </Lightbox.Content>
    </Lightbox.Root>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Image viewer' });
const shownImage = () => within(dialog()).getByRole('img');

describe('Lightbox (spec 1 §2 "lightbox with Close button")', () => {
  it('is closed until a picture is chosen', () => {
    render(<Gallery />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog on the chosen picture with its caption', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'View larger: Case, side' }));
    await screen.findByRole('dialog', { name: 'Image viewer' }); // the open dialog loads on demand
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveFocus();
    expect(shownImage()).toHaveAttribute('alt', 'Case, side');
    expect(within(dialog()).getByText('Side window with RGB fans')).toBeInTheDocument();
    expect(dialog()).toHaveAccessibleDescription('Side window with RGB fans');
    expect(within(dialog()).getByText('2 of 3')).toBeInTheDocument();
  });

  it('shows no caption for a picture without one', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'View larger: Case, rear' }));
    await screen.findByRole('dialog', { name: 'Image viewer' }); // the open dialog loads on demand
    expect(shownImage()).toHaveAttribute('alt', 'Case, rear');
    expect(dialog()).not.toHaveAttribute('aria-describedby');
  });

  it('pages with Next and Previous, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'View larger: Case, rear' }));
    await screen.findByRole('dialog', { name: 'Image viewer' }); // the open dialog loads on demand
    await user.click(within(dialog()).getByRole('button', { name: 'Next' }));
    expect(shownImage()).toHaveAttribute('alt', 'Case, front');
    await user.click(within(dialog()).getByRole('button', { name: 'Previous' }));
    expect(shownImage()).toHaveAttribute('alt', 'Case, rear');
    await user.click(within(dialog()).getByRole('button', { name: 'Previous' }));
    expect(shownImage()).toHaveAttribute('alt', 'Case, side');
  });

  it('pages with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'View larger: Case, front' }));
    await screen.findByRole('dialog', { name: 'Image viewer' }); // the open dialog loads on demand
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAttribute('alt', 'Case, side');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownImage()).toHaveAttribute('alt', 'Case, rear');
  });

  it('closes with the Close button and gives focus back to the picture that opened it', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    const trigger = screen.getByRole('button', { name: 'View larger: Case, side' });
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Image viewer' }); // the open dialog loads on demand
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    const trigger = screen.getByRole('button', { name: 'View larger: Case, front' });
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Image viewer' }); // the open dialog loads on demand
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // React Aria restores focus on the next animation frame.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('keeps focus inside the dialog while it is open', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'View larger: Case, front' }));
    await screen.findByRole('dialog', { name: 'Image viewer' }); // the open dialog loads on demand
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('hides the page behind it from assistive technology', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'View larger: Case, front' }));
    await screen.findByRole('dialog', { name: 'Image viewer' }); // the open dialog loads on demand
    expect(screen.queryByRole('button', { name: 'View larger: Case, side' })).not.toBeInTheDocument();
  });

  it('disables Previous and Next when there is only one picture', () => {
    render(<Gallery images={images.slice(0, 1)} defaultOpen />);
    expect(within(dialog()).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('never opens on an empty list', () => {
    render(<Gallery images={[]} defaultOpen />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('works controlled: the parent owns the open state and the picture', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onIndexChange = vi.fn();
    render(<Gallery isOpen index={1} onOpenChange={onOpenChange} onIndexChange={onIndexChange} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Next' }));
    expect(onIndexChange).toHaveBeenCalledWith(2);
    expect(shownImage()).toHaveAttribute('alt', 'Case, side');
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(dialog()).toBeInTheDocument();
  });

  it('starts uncontrolled on the given picture', () => {
    render(<Gallery defaultOpen defaultIndex={2} />);
    expect(shownImage()).toHaveAttribute('alt', 'Case, rear');
  });
});
