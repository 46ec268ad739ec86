import { displayText } from '@/utils/text/entities';
import { linkify } from '@/utils/text/linkify';

/**
 * Feed text with its line breaks, and http(s) links made clickable; everything else stays text.
 * The paragraph takes its direction from its own text, and each link is isolated left-to-right,
 * so right-to-left words around a link cannot reorder the host it shows.
 */
export function RichText({ text, class: className }: { text: string; class?: string }) {
  return (
    <p class={className} dir="auto">
      {linkify(displayText(text)).map((segment, index) =>
        'href' in segment ? (
          <a key={index} href={segment.href} target="_blank" rel="noreferrer noopener" dir="ltr">
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </p>
  );
}
