const ADJECTIVES = [
  'amber',
  'brave',
  'calm',
  'clever',
  'crisp',
  'eager',
  'gentle',
  'golden',
  'happy',
  'jolly',
  'kind',
  'lively',
  'lucky',
  'mellow',
  'nimble',
  'proud',
  'quiet',
  'rapid',
  'silver',
  'sunny',
  'swift',
  'tidy',
  'vivid',
  'witty',
] as const;

const NOUNS = [
  'badger',
  'beacon',
  'comet',
  'falcon',
  'fern',
  'harbor',
  'heron',
  'lantern',
  'maple',
  'meadow',
  'otter',
  'panda',
  'pebble',
  'pine',
  'raven',
  'river',
  'robin',
  'sparrow',
  'summit',
  'tiger',
  'tulip',
  'walrus',
  'willow',
  'zebra',
] as const;

function pick<T>(list: readonly T[], random: () => number): T {
  const item = list[Math.floor(random() * list.length) % list.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/**
 * Part 2 §8: a random adjective, a noun and the last 4 digits of the unix time (seconds),
 * e.g. `brave-otter-4821`. Short enough to read out to support.
 */
export function buildReferenceCode(random: () => number = Math.random, nowMs = Date.now()): string {
  const digits = String(Math.floor(nowMs / 1000) % 10_000).padStart(4, '0');
  return `${pick(ADJECTIVES, random)}-${pick(NOUNS, random)}-${digits}`;
}
