/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../../../storefront/app/theme/widgets/build-certificate.css';
import { BuildCertificate } from './BuildCertificate.tsx';
import { build } from './BuildCertificate.fixtures.ts';

const meta = {
  title: 'Account/BuildCertificate',
  component: BuildCertificate,
  args: { build, certificateHref: '/api/fetchMyBuildCertificate/5b1f3c2a-8d4e-4f6a-9b7c-2e1d0a3f4c5b/88120' },
} satisfies Meta<typeof BuildCertificate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Certificate: Story = {};
export const NotFound: Story = { args: { build: null } };
