import type { Piece } from '@/utils/text/named-pieces';

/** A sentence with each name in its own `<bdi>` (utils/text/named-pieces.ts says why). */
export function NamedText({ pieces }: { pieces: readonly Piece[] }) {
  return <>{pieces.map((piece, index) => ('name' in piece ? <bdi key={index}>{piece.name}</bdi> : piece.text))}</>;
}
