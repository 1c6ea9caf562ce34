import type { Poll } from "../../api/schemas/poll";

/** One option of a poll as the results show it. */
export interface OptionResult {
  title: string;
  /** Whole percent, or null while the server hides the counts. */
  percent: number | null;
  votes: number | null;
  isLeading: boolean;
  isOwnVote: boolean;
}

/**
 * Percentages per option. Multiple-choice polls divide by voters (an option's
 * share of people); single-choice ones by votes. Pleroma sends a wrong
 * `voters_count` on single-choice polls, so it is not trusted there.
 */
export function pollResults(poll: Poll): OptionResult[] {
  const total = poll.multiple
    ? (poll.voters_count ?? poll.votes_count)
    : poll.votes_count;
  const counts = poll.options.map((o) => o.votes_count);
  const max = Math.max(0, ...counts.map((c) => c ?? 0));
  return poll.options.map((option, index) => {
    const votes = option.votes_count;
    const percent =
      votes === null ? null : total > 0 ? Math.round((votes / total) * 100) : 0;
    return {
      title: option.title,
      percent,
      votes,
      isLeading: votes !== null && max > 0 && votes === max,
      isOwnVote: poll.own_votes.includes(index),
    };
  });
}

/** Whether results are shown rather than choices (voting comes later). */
export function showsResults(
  poll: Poll,
  isLoggedIn: boolean,
  closed: boolean,
): boolean {
  return !isLoggedIn || closed || poll.voted;
}

export function isClosed(poll: Poll, now: number): boolean {
  if (poll.expired) return true;
  if (!poll.expires_at) return false;
  return new Date(poll.expires_at).getTime() <= now;
}
