/**
 * Famous names that are not coins: companies, central banks, regulators and people headlines are
 * about. A names list (fetched, or the bundled one) that gives one of them to a ticker would tag
 * every headline about BlackRock or the Fed with some meme coin, priced. Only the reviewed alias
 * table (aliases.ts) may name a coin so. Lower case; matched against a name as a whole.
 */
export const FAMOUS_NAMES = new Set([
  'blackrock', 'fed', 'the fed', 'federal reserve', 'microstrategy', 'strategy', 'tesla', 'nvidia', 'apple', 'microsoft', 'google',
  'alphabet', 'amazon', 'meta', 'facebook', 'instagram', 'twitter', 'openai', 'chatgpt', 'anthropic', 'netflix', 'paypal', 'visa',
  'mastercard', 'jpmorgan', 'jp morgan', 'goldman sachs', 'morgan stanley', 'citi', 'citigroup', 'fidelity', 'vanguard', 'grayscale',
  'robinhood', 'nasdaq', 'nyse', 's&p 500', 'dow jones', 'sec', 'cftc', 'treasury', 'white house', 'congress', 'senate', 'imf', 'ecb',
  'bank of japan', 'bank of england', 'world bank', 'elon musk', 'musk', 'donald trump', 'jerome powell', 'powell', 'michael saylor',
  'saylor', 'larry fink', 'gary gensler', 'gensler', 'warren buffett', 'berkshire hathaway', 'samsung', 'intel', 'amd', 'oracle',
  'ibm', 'spacex', 'x.com', 'reuters', 'bloomberg', 'cnbc', 'gold', 'oil', 'dollar', 'us dollar', 'euro', 'yen', 'yuan',
]);
