import { decodeEntities } from '@/utils/text/entities';
import { linkify } from '@/utils/text/linkify';

/** Feed text with its line breaks, and http(s) links made clickable; everything else stays text. */
export function RichText({ text, class: className }: { text: string; class?: string }) {
  return (
    <p class={className}>
      {linkify(decodeEntities(text)).map((segment, index) =>
        'href' in segment ? (
          <a key={index} href={segment.href} target="_blank" rel="noreferrer noopener">
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </p>
  );
}
