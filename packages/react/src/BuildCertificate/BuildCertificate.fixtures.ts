// A build as fetchMyBuildItemBundle answers it for the seeded retail customer (spec 3 §3 "Build").
import type { CertificateBuild } from './useBuildCertificate.ts';

const avatar = btoa('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><circle cx="48" cy="48" r="48" fill="#1d4ed8"/><text x="48" y="60" font-size="40" text-anchor="middle" fill="#fff">J</text></svg>');

export const build: CertificateBuild = {
  PcName: 'Rigkit Apex Gaming PC',
  SoNumber: 'SO-331003',
  BuildQuantity: 1,
  BuildId: 88120,
  PrimaryImage: null,
  PurchaseDate: '2026-11-13T01:30:00.000Z',
  BuildItems: [
    { CategoryName: 'Case', OrderQuantity: 1, ItemDescription: 'Lian Li O11 Dynamic EVO' },
    { CategoryName: 'Memory', OrderQuantity: 2, ItemDescription: 'Corsair 16GB DDR5 6000MHz' },
    { CategoryName: 'CPU', OrderQuantity: 1, ItemDescription: 'AMD Ryzen 7 9800X3D Processor' },
    { CategoryName: 'Graphics Card', OrderQuantity: 1, ItemDescription: 'MSI GeForce RTX 5070 Ti 16GB' },
  ],
  PublicInformation: {
    EmployeeId: 214,
    AvatarSVG: avatar,
    PubInfo: { ApprovedInfo: { AliasName: 'Jordan', AdditionInfo: 'Cable management is my favourite part.', QuestionOne: 'Favourite game?', AnswerOne: 'Elden Ring', QuestionTwo: 'Best part of the job?', AnswerTwo: 'The first boot.' } },
  },
};
