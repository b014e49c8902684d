/** A word's first three letters (all of them when it is shorter) as a number. */
function startHash(word: string): number {
  let hash = 0;
  for (let at = 0; at < Math.min(3, word.length); at++) hash = hash * 31 + word.charCodeAt(at);
  return hash;
}

/**
 * A name key's words as two sets of 32 bits, of each word's start and of each two neighbours'
 * starts: a name that lacks a phrase's bits cannot hold the phrase, and is passed over without
 * being read (a cache miss each, at 100k products).
 */
type NameBits = { starts: number; pairs: number };

export function nameBits(words: readonly string[]): NameBits {
  let starts = 0;
  let pairs = 0;
  words.forEach((word, at) => {
    starts |= 1 << (startHash(word) % 32);
    const next = words[at + 1];
    if (next !== undefined) pairs |= 1 << ((startHash(word) * 37 + startHash(next)) % 32);
  });
  return { starts, pairs };
}

/**
 * The bits a name holding ` ${phrase}` has: its words but the last are whole words of the name,
 * the last starts one, and only from three letters on does its start say what the word's is.
 */
export function phraseBits(phrase: readonly string[]): NameBits {
  const last = phrase.length - 1;
  const known = phrase.length > 0 && phrase[last]!.length < 3 ? phrase.slice(0, last) : phrase;
  return nameBits(known);
}
