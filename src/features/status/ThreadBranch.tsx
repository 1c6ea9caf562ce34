import styled from "styled-components";
import { useAppSelector } from "../../store/hooks";
import { selectReplyIds } from "./selectors";
import { StatusCard } from "./StatusCard";

export interface ThreadBranchProps {
  /** The post (or placeholder) whose replies this branch lists. */
  parentId: string;
  depth: number;
}

/** Nesting stops indenting here, so deep threads stay readable on phones. */
const MAX_INDENT = 5;

/**
 * The replies below a post as a tree: each reply, then its own replies
 * indented under a thread line. Each row selects its own data; placeholders
 * ('{id}-tombstone') read "This post is unavailable" and keep their replies.
 */
export function ThreadBranch({ parentId, depth }: ThreadBranchProps) {
  const replies = useAppSelector((s) => selectReplyIds(s, parentId));
  if (!replies || replies.length === 0) return null;
  return (
    <Branch $indent={depth > 0 && depth <= MAX_INDENT}>
      {replies.map((id) => (
        <li key={id}>
          <StatusCard id={id} inThread />
          <ThreadBranch parentId={id} depth={depth + 1} />
        </li>
      ))}
    </Branch>
  );
}

const Branch = styled.ul<{ $indent: boolean }>`
  padding: 0;
  margin-inline-start: ${({ theme, $indent }) => ($indent ? theme.space.xl : "0")};
  list-style: none;
  border-inline-start: ${({ theme, $indent }) =>
    $indent ? `2px solid ${theme.colors.border}` : "0"};

  > li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
