import type { Permissions } from './account';

// Without zod: the shell's guard reads these flags at its first render, before
// the account's schemas (and full zod) have loaded.

export interface AccountFlags {
  isAdmin: boolean;
  isOperator: boolean;
  isBeneficiary: boolean;
  isAssistant: boolean;
  /** Neither operator nor admin, but a beneficiary or an assistant. */
  isMobileAppUser: boolean;
  /** Loaded, yet none of admin, operator, beneficiary or assistant. */
  hasNoRole: boolean;
}

export function deriveAccountFlags(permissions: Permissions): AccountFlags {
  const isAdmin = permissions.isAdmin;
  const isOperator = Object.keys(permissions.operator).length > 0;
  const isBeneficiary = Object.keys(permissions.beneficiary).length > 0;
  const isAssistant = Object.keys(permissions.assistant).length > 0;
  return {
    isAdmin,
    isOperator,
    isBeneficiary,
    isAssistant,
    isMobileAppUser: !isOperator && !isAdmin && (isBeneficiary || isAssistant),
    hasNoRole: !isAdmin && !isOperator && !isBeneficiary && !isAssistant,
  };
}
