// Kept apart from the zod schemas (control.ts): the clients read the vote stream without zod (control-read.ts).

export const voteTypes = ['like', 'dislike'] as const;
export type VoteType = (typeof voteTypes)[number];
/** What a vote request asks for: a vote, or taking one back ("unlike"). The extension and the service both speak these. */
export const voteActions = ['like', 'dislike', 'unlike'] as const;
export type VoteAction = (typeof voteActions)[number];
