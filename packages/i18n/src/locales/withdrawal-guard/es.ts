import type { WithdrawalGuardCatalog } from './en.ts';

/** The second factor and the identity limit of withdrawals (es); see ./en.ts. */
const withdrawalGuardEs: WithdrawalGuardCatalog = {
  errors: {
    WITHDRAWAL_TOTP_REQUIRED:
      'El inicio de sesión en dos pasos está activado: introduce el código de tu aplicación de autenticación para continuar',
    KYC_REQUIRED:
      'Los retiros de más de {{limit}} {{currency}} al día requieren una identidad verificada; verifica primero tu identidad',
  },
  validation: {
    totpInvalid: 'El código es incorrecto o ya se ha utilizado',
  },
  section: {
    codeLabel: 'Código de autenticación',
    codePlaceholder: 'Código de 6 dígitos o código de recuperación',
    codeHint:
      'El inicio de sesión en dos pasos está activado: introduce el código actual de tu aplicación de autenticación',
    verifyTitle: 'Se requiere verificación de identidad',
    verifyNow: 'Verificar ahora',
  },
};

export default withdrawalGuardEs;
