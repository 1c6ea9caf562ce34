import styled from "styled-components";

/** Rows of accounts, each with what is done about it at its end (members, join requests). */
export const MemberRows = styled.ul`
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding-inline-end: ${({ theme }) => theme.space.lg};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }

  > li > a {
    flex: 1;
    min-inline-size: 12rem;
  }
`;
