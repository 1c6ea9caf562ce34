import { randomToken, s256Challenge } from "../../../src/store/session/pkce";
import { installSubtle, removeSubtle } from "./support";

describe("PKCE", () => {
  beforeEach(installSubtle);

  it("computes the S256 challenge of RFC 7636 appendix B", async () => {
    await expect(
      s256Challenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"),
    ).resolves.toBe("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
  });

  it("makes verifiers of 43 unreserved characters, different each time", () => {
    const a = randomToken(32);
    const b = randomToken(32);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(randomToken(16)).toHaveLength(22);
  });

  it("gives no challenge where the browser has no crypto.subtle", async () => {
    removeSubtle();
    await expect(s256Challenge("verifier")).resolves.toBeNull();
  });
});
