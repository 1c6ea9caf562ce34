import { FormattedMessage } from "react-intl";
import styled from "styled-components";

/** One-time recovery codes, shown once, to be kept by the member. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  if (codes.length === 0) return null;
  return (
    <div>
      <p>
        <FormattedMessage
          id="security.mfa.codes"
          defaultMessage="Recovery codes: each signs you in once if you lose your phone. Keep them somewhere safe; they are not shown again."
        />
      </p>
      <Codes>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
    </div>
  );
}

const Codes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
  font-family: ${({ theme }) => theme.fonts.mono};
`;
