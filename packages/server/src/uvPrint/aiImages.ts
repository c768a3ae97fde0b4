// The AI Generator's operations (spec 2 §2, §4, §7, §9): logged-in customers with AllowAiUvPrinting only, a
// non-empty prompt, pictures from the ImageGenerator kept per customer. fetchAiImages starts a conversation;
// fetchAiImagesFromConversation answers its pictures (an empty list while none are ready), which the designer polls
// every 5 s for up to 60 s. Another customer's conversation answers an empty list, as one not ready would.
import { randomUUID } from 'node:crypto';
import { ApiError, httpMessages } from '../http/envelope.ts';
import type { OperationContext, OperationData } from '../http/operation.ts';
import { spendUvRateLimit } from './uvRateLimits.ts';

export const aiMessages = {
  // Designed (the spec says only that the prompt must be non-empty).
  promptRequired: 'Please enter a prompt',
  notAllowed: 'The AI Generator is not available on this account',
  unknownModel: 'Unknown AI model',
} as const;

/** Where a generated picture is served (uvPrint/storedImages.ts). */
export const aiImageUrl = (guid: string): string => `/api/uv/ai/${guid}`;

/** Logged in, with the account flag AllowAiUvPrinting (spec 2 §3; migration 0027). */
function requireAiCustomer(context: { identity: { customer: { customer_id: number; allow_ai_uv_printing: boolean } | null } }): number {
  const customer = context.identity.customer;
  if (!customer) throw new ApiError(401, httpMessages.loginRequired);
  if (!customer.allow_ai_uv_printing) throw new ApiError(403, aiMessages.notAllowed);
  return customer.customer_id;
}

export function fetchAiModelList(context: OperationContext<'GET', '/fetchAiModelList'>): Promise<OperationData<'GET', '/fetchAiModelList'>> {
  return Promise.resolve(context.services.imageGenerator.models().map((model) => ({ ...model })));
}

export async function fetchAiImages(context: OperationContext<'POST', '/fetchAiImages'>): Promise<OperationData<'POST', '/fetchAiImages'>> {
  const customerId = requireAiCustomer(context);
  const prompt = context.body.prompt.trim();
  if (prompt === '') throw new ApiError(400, aiMessages.promptRequired);
  await spendUvRateLimit(context, 'aiGenerations');
  const generator = context.services.imageGenerator;
  const model = generator.models().find((candidate) => candidate.id === (context.body.modelId ?? generator.models()[0]?.id));
  if (!model) throw new ApiError(400, aiMessages.unknownModel);
  const images = await generator.generate({ prompt: prompt.slice(0, 500), modelId: model.id, transparent: context.body.transparency === 'foreground_only' });
  // All zeros: "Could not generate images from prompt" (contract fetchAiImages).
  if (images.length === 0) return { ConversationGuid: '00000000-0000-0000-0000-000000000000' };
  const conversation = randomUUID();
  await context.services.db
    .insertInto('uv_ai_images')
    .values(images.slice(0, 20).map((image) => ({ generation_guid: randomUUID(), conversation_guid: conversation, customer_id: customerId, prompt, model_id: model.id, content_type: image.contentType, content: image.content, created_at: context.now })))
    .execute();
  return { ConversationGuid: conversation };
}

export async function fetchAiImagesFromConversation(context: OperationContext<'POST', '/fetchAiImagesFromConversation'>): Promise<OperationData<'POST', '/fetchAiImagesFromConversation'>> {
  const customerId = requireAiCustomer(context);
  const rows = await context.services.db
    .selectFrom('uv_ai_images')
    .select('generation_guid')
    .where('conversation_guid', '=', context.body.conversationGuid.toLowerCase())
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .orderBy('generation_guid')
    .limit(20)
    .execute();
  return rows.map((row) => ({ Url: aiImageUrl(row.generation_guid), GenerationGuid: row.generation_guid }));
}

export async function fetchAiImageList(context: OperationContext<'GET', '/fetchAiImageList'>): Promise<OperationData<'GET', '/fetchAiImageList'>> {
  const customerId = requireAiCustomer(context);
  const rows = await context.services.db.selectFrom('uv_ai_images').select('generation_guid').where('customer_id', '=', customerId).orderBy('created_at', 'desc').limit(100).execute();
  return rows.map((row) => ({ Url: aiImageUrl(row.generation_guid), GenerationGuid: row.generation_guid }));
}
