/**
 * How much guessing an admin token withstands, estimated as an attacker would guess: a token that
 * repeats a unit is as strong as the unit, a common word is one pick from a list, a character that
 * continues a run (`aaaa`, `abcd`, `0123`) adds nothing, and any other character is one pick from
 * the classes the token uses (lower case, upper case, digits, the rest). Length alone said nothing:
 * 32 × `a` and `password` × 4 are 32 characters.
 */
export const ADMIN_TOKEN_FLOOR = { bits: 100, distinct: 8 } as const;

/** Words a guesser tries first; each found costs one pick from a list this long. */
const WORD_LIST_SIZE = 10_000;
const COMMON_WORDS = [
  'password', 'passwd', 'admin', 'administrator', 'secret', 'token', 'letmein', 'qwerty', 'azerty', 'changeme', 'welcome', 'default',
  'newsflash', 'master', 'login', 'root', 'test', 'dragon', 'monkey', 'iloveyou', 'trustno', 'shadow', 'sunshine', 'football',
  'baseball', 'princess', 'superman', 'batman', 'access', 'hello', 'crypto', 'bitcoin', 'server', 'service', 'example',
];

const CLASSES: [RegExp, number][] = [
  [/[a-z]/, 26],
  [/[A-Z]/, 26],
  [/[0-9]/, 10],
  [/[^a-zA-Z0-9]/, 33],
];

/** The shortest unit the token is made of repeating (the token itself when it repeats nothing). */
function repeatedUnit(token: string): string {
  for (let length = 1; length <= token.length / 2; length++) {
    const unit = token.slice(0, length);
    if (unit.repeat(Math.ceil(token.length / length)).startsWith(token)) return unit;
  }
  return token;
}

export function estimatedBits(token: string): number {
  const unit = repeatedUnit(token);
  const pool = CLASSES.reduce((sum, [pattern, size]) => sum + (pattern.test(unit) ? size : 0), 0);
  const perCharacter = Math.log2(Math.max(pool, 2));
  const lower = unit.toLowerCase();
  let bits = 0;
  let previousStep: number | undefined;
  for (let at = 0; at < unit.length; ) {
    const word = COMMON_WORDS.find((candidate) => lower.startsWith(candidate, at));
    if (word) {
      bits += Math.log2(WORD_LIST_SIZE);
      at += word.length;
      previousStep = undefined;
      continue;
    }
    const step = at > 0 ? unit.charCodeAt(at) - unit.charCodeAt(at - 1) : undefined;
    const continuesRun = step !== undefined && Math.abs(step) <= 1 && (step === 0 || step === previousStep);
    if (!continuesRun) bits += perCharacter;
    previousStep = step;
    at++;
  }
  return bits;
}

/** Why `token` is too weak to guard /admin, or undefined when it is strong enough. */
export function adminTokenWeakness(token: string): string | undefined {
  const distinct = new Set(token).size;
  if (distinct < ADMIN_TOKEN_FLOOR.distinct) return `it has ${distinct} different characters (at least ${ADMIN_TOKEN_FLOOR.distinct} wanted)`;
  const bits = estimatedBits(token);
  if (bits < ADMIN_TOKEN_FLOOR.bits) return `it is guessable: about ${Math.floor(bits)} bits (repeats, runs and common words count for little; at least ${ADMIN_TOKEN_FLOOR.bits} wanted)`;
  return undefined;
}
