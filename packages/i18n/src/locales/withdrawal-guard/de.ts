import type { WithdrawalGuardCatalog } from './en.ts';

/** The second factor and the identity limit of withdrawals (de); see ./en.ts. */
const withdrawalGuardDe: WithdrawalGuardCatalog = {
  errors: {
    WITHDRAWAL_TOTP_REQUIRED:
      'Die Zwei-Faktor-Anmeldung ist aktiv: Geben Sie den Code aus Ihrer Authenticator-App ein, um fortzufahren',
    KYC_REQUIRED:
      'Auszahlungen über {{limit}} {{currency}} pro Tag erfordern eine verifizierte Identität; bitte verifizieren Sie zuerst Ihre Identität',
  },
  validation: {
    totpInvalid: 'Der Code ist falsch oder wurde bereits verwendet',
  },
  section: {
    codeLabel: 'Authenticator-Code',
    codePlaceholder: '6-stelliger Code oder Wiederherstellungscode',
    codeHint:
      'Die Zwei-Faktor-Anmeldung ist aktiv: Geben Sie den aktuellen Code aus Ihrer Authenticator-App ein',
    verifyTitle: 'Identitätsprüfung erforderlich',
    verifyNow: 'Jetzt verifizieren',
  },
};

export default withdrawalGuardDe;
