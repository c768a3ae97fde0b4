// The AI Generator behind an interface (ARCHITECTURE "Third parties"; spec 2 §2, §4, §9). A hosted model would
// take the prompt and answer pictures some seconds later, which the designer polls for. The local generator
// answers at once with real pictures drawn from the prompt: its words pick the colours, shapes and layout, and the
// prompt is written on the picture, so two prompts never look alike and a test can tell which prompt made which.
import { createHash } from 'node:crypto';

export interface AiModelInfo {
  id: string;
  name: string;
  description: string;
  modelWidth: number;
  modelHeight: number;
}

export interface GeneratedImage {
  contentType: 'image/svg+xml' | 'image/png';
  content: Uint8Array;
}

export interface ImageGenerator {
  models(): readonly AiModelInfo[];
  /** Pictures for the prompt (at most 20, spec 2 §9), or an empty list when the model could not make any. */
  generate(input: { prompt: string; modelId: string; transparent: boolean }): Promise<GeneratedImage[]>;
}

const localModel: AiModelInfo = { id: 'local-sketch', name: 'Fast General', description: 'High-speed generalist model (local: shapes and colours from your words)', modelWidth: 1024, modelHeight: 768 };

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[character] ?? character);

function draw(prompt: string, variant: number, transparent: boolean): string {
  const hash = createHash('sha256').update(`${variant}:${prompt}`).digest();
  const byte = (index: number) => hash[index % hash.length] ?? 0;
  const hue = (index: number) => Math.round((byte(index) / 255) * 360);
  const shapes = Array.from({ length: 7 }, (_, index) => {
    const x = 80 + (byte(index * 3 + 1) / 255) * 860;
    const y = 80 + (byte(index * 3 + 2) / 255) * 600;
    const size = 40 + (byte(index * 3 + 3) / 255) * 180;
    const fill = `hsl(${hue(index + 8)} 80% 55%)`;
    return byte(index + 20) % 2 === 0 ? `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(size / 2).toFixed(0)}" fill="${fill}" opacity="0.85"/>` : `<rect x="${(x - size / 2).toFixed(0)}" y="${(y - size / 2).toFixed(0)}" width="${size.toFixed(0)}" height="${size.toFixed(0)}" rx="16" fill="${fill}" opacity="0.85" transform="rotate(${byte(index + 30) % 90} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }).join('');
  const background = transparent ? '' : `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue(0)} 70% 30%)"/><stop offset="1" stop-color="hsl(${hue(1)} 70% 60%)"/></linearGradient></defs><rect width="1024" height="768" fill="url(#g)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768" viewBox="0 0 1024 768" role="img" aria-label="${escapeXml(prompt)}">${background}${shapes}<text x="512" y="730" text-anchor="middle" font-family="sans-serif" font-size="32" fill="#ffffff" stroke="#000000" stroke-width="1">${escapeXml(prompt.slice(0, 60))}</text></svg>`;
}

/** Four pictures per prompt, at once. */
export function createLocalImageGenerator(): ImageGenerator {
  return {
    models: () => [localModel],
    generate({ prompt, transparent }) {
      return Promise.resolve(Array.from({ length: 4 }, (_, variant) => ({ contentType: 'image/svg+xml' as const, content: new TextEncoder().encode(draw(prompt, variant, transparent)) })));
    },
  };
}
