import type { WithdrawalGuardCatalog } from './en.ts';

/** The second factor and the identity limit of withdrawals (fr); see ./en.ts. */
const withdrawalGuardFr: WithdrawalGuardCatalog = {
  errors: {
    WITHDRAWAL_TOTP_REQUIRED:
      "La connexion à deux facteurs est activée : saisissez le code de votre application d'authentification pour continuer",
    KYC_REQUIRED:
      "Les retraits de plus de {{limit}} {{currency}} par jour nécessitent une identité vérifiée ; veuillez d'abord vérifier votre identité",
  },
  validation: {
    totpInvalid: 'Le code est incorrect ou a déjà été utilisé',
  },
  section: {
    codeLabel: "Code d'authentification",
    codePlaceholder: 'Code à 6 chiffres ou code de secours',
    codeHint:
      "La connexion à deux facteurs est activée : saisissez le code actuel de votre application d'authentification",
    verifyTitle: "Vérification d'identité requise",
    verifyNow: 'Vérifier maintenant',
  },
};

export default withdrawalGuardFr;
