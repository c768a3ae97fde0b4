import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuildCertificate } from './BuildCertificate.tsx';
import { build } from './BuildCertificate.fixtures.ts';

describe('BuildCertificate (spec 3 §2.10)', () => {
  it('shows YOUR NEW RIG, the build, its parts in the fixed category order with quantity prefixes, and Download Certificate', () => {
    render(<BuildCertificate build={build} certificateHref="/api/fetchMyBuildCertificate/s/88120" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('YOUR NEW RIG');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Rigkit Apex Gaming PC');
    expect(screen.getByText('SO-331003')).toBeVisible();
    expect(screen.getByText('88120')).toBeVisible();
    expect(screen.getByText('13 Nov 2026')).toBeVisible();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'CPU AMD Ryzen 7 9800X3D Processor',
      'Memory 2 x Corsair 16GB DDR5 6000MHz',
      'Graphics Card MSI GeForce RTX 5070 Ti 16GB',
      'Case Lian Li O11 Dynamic EVO',
    ]);
    expect(screen.getByRole('link', { name: 'Download Certificate' })).toHaveAttribute('href', '/api/fetchMyBuildCertificate/s/88120');
  });

  it('shows the builder alias, intro, questions and answers and avatar; the company name when there is no alias', () => {
    const { unmount } = render(<BuildCertificate build={build} />);
    expect(screen.getByRole('heading', { name: 'Built by Jordan' })).toBeVisible();
    expect(screen.getByText('Cable management is my favourite part.')).toBeVisible();
    expect(screen.getByText('Favourite game?')).toBeVisible();
    expect(screen.getByText('The first boot.')).toBeVisible();
    expect(screen.getByRole('img', { name: "Jordan's avatar" }).getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    unmount();
    render(<BuildCertificate build={{ ...build, PublicInformation: { PubInfo: { ApprovedInfo: { AliasName: ' ' } } } }} companyName="PLE Computers" />);
    expect(screen.getByRole('heading', { name: 'Built by PLE Computers' })).toBeVisible();
  });

  it('says so when no build exists for the id', () => {
    render(<BuildCertificate build={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, we could not find a build with that number.');
  });
});
