// The AI Generator tab (spec 2 §2, §4, §9): a non-empty prompt starts a conversation, then its pictures are polled
// every 5 s for up to 60 s; a picture pressed goes onto the canvas.
import { useEffect, useRef, useState } from 'react';
import { browserApi } from '../lib/api.client.ts';
import { designerPageMessages as text } from './designerMessages.ts';
import { rateLimitMessage } from './rateLimitMessage.ts';

/** Spec 2 §9: poll every 5 s, give up after 60 s. */
export const AI_POLL_MS = 5000;
export const AI_POLL_LIMIT_MS = 60_000;
const noConversation = '00000000-0000-0000-0000-000000000000';

export function AiGenerator({ onPick, onError }: { onPick: (url: string, label: string) => void; onError: (message: string) => void }) {
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  const [images, setImages] = useState<{ Url: string; GenerationGuid: string }[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const poll = (conversationGuid: string, startedAt: number) => {
    void browserApi()
      .POST('/fetchAiImagesFromConversation', { body: { conversationGuid } })
      .then(({ data }) => {
        const found = data.data ?? [];
        if (found.length > 0) {
          setImages(found);
          setBusy(false);
        } else if (Date.now() - startedAt + AI_POLL_MS > AI_POLL_LIMIT_MS) {
          setBusy(false);
          onError(text.couldNotGenerate);
        } else timer.current = setTimeout(() => poll(conversationGuid, startedAt), AI_POLL_MS);
      })
      .catch(() => {
        setBusy(false);
        onError(text.couldNotGenerate);
      });
  };

  const generate = async () => {
    if (prompt.trim() === '') return onError(text.promptRequired);
    setBusy(true);
    setImages([]);
    try {
      const { data } = await browserApi().POST('/fetchAiImages', { body: { prompt: prompt.trim() } });
      const conversation = data.data?.ConversationGuid;
      if (!conversation || conversation === noConversation) {
        setBusy(false);
        return onError(text.couldNotGenerate);
      }
      poll(conversation, Date.now());
    } catch (error) {
      setBusy(false);
      onError(rateLimitMessage(error) ?? text.couldNotGenerate);
    }
  };

  return (
    <div data-part="ai-generator" data-state={busy ? 'generating' : 'idle'}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void generate();
        }}
      >
        <label>
          <span>{text.prompt}</span>
          <input value={prompt} onChange={(event) => setPrompt(event.target.value)} maxLength={500} />
        </label>
        <button type="submit" disabled={busy}>
          {busy ? text.generating : text.generate}
        </button>
      </form>
      <ul data-part="samples">
        {images.map((image, index) => (
          <li key={image.GenerationGuid}>
            <button type="button" data-part="sample" onClick={() => onPick(image.Url, `${prompt.trim().slice(0, 40)} ${index + 1}`)}>
              <img src={image.Url} alt="" width={96} height={72} />
              <span>{text.addGenerated(index + 1)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
