import styled from "styled-components";

/** A people screen's column: a surface under its header and rows, as the other lists have. */
export const Column = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;
