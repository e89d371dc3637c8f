import { apiBasePath, buildPath, endpoints } from '@care/contracts';
import type { LinkCheck, LinkSigner } from '../../storage/signed-links';

/** Which logo a link shows: an outpost at one version (a new logo or any edit makes a new link). */
export interface LogoSubject {
  organizationId: string;
  outpostId: string;
  version: number;
}

const subjectOf = ({ organizationId, outpostId, version }: LogoSubject) =>
  `outpost-logo:${organizationId}:${outpostId}:${version}`;

/** The signed links of `logoUrl`, which `GET …/outpost/{id}/logo` checks without a token. */
export function createLogoLinks(signer: LinkSigner) {
  return {
    /** A link relative to the API's origin, valid for the signer's lifetime from `now`. */
    linkTo(subject: LogoSubject, now = new Date()): string {
      const expires = signer.expiryFrom(now);
      const path = buildPath(endpoints.getOutpostLogo.path, {
        organizationId: subject.organizationId,
        outpostId: subject.outpostId,
      });
      const query = new URLSearchParams({
        v: String(subject.version),
        exp: String(expires),
        sig: signer.sign(subjectOf(subject), expires),
      });
      return `${apiBasePath}${path}?${query}`;
    },
    check(subject: LogoSubject, expires: number, signature: string, now = new Date()): LinkCheck {
      return signer.check(subjectOf(subject), expires, signature, now);
    },
  };
}

export type LogoLinks = ReturnType<typeof createLogoLinks>;
