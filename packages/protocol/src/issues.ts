/**
 * Readable reasons from zod issues. `zod/mini` ships no messages (every issue says "Invalid
 * input") and its English locale would cost every bundle; the issue's own fields say enough.
 */
export interface Issue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  keys?: readonly string[];
  values?: readonly unknown[];
  origin?: string;
}

function reason(issue: Issue): string {
  const unit = issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' entries' : '';
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'too_small':
      return `must be at least ${issue.minimum}${unit}`;
    case 'too_big':
      return `must be at most ${issue.maximum}${unit}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys!.length === 1 ? '' : 's'} ${issue.keys!.join(', ')}`;
    case 'invalid_value':
      return `must be one of ${issue.values!.map((value) => JSON.stringify(value)).join(', ')}`;
    default:
      return issue.message;
  }
}

export function describeIssues(issues: readonly Issue[]): string {
  return issues.map((issue) => `${issue.path.map(String).join('.') || 'value'}: ${reason(issue)}`).join('; ');
}
