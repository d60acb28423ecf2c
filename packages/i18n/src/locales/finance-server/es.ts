import type { FinanceServerCatalog } from './en.ts';

const financeServerEs: FinanceServerCatalog = {
  errors: {
    UPLOAD_TYPE_NOT_ALLOWED: 'Este tipo de archivo no se admite aquí; elige una imagen {{formats}}',
    UPLOAD_TOO_LARGE: 'El archivo es demasiado grande (máximo {{maxMb}} MB)',
    UPLOAD_IMAGE_INVALID: 'No se pudo leer la imagen; elige otra',
    UPLOAD_IMAGE_DIMENSIONS: 'La imagen es demasiado grande (como máximo {{max}} píxeles)',
    FILE_REQUIRED: 'Elige un archivo',
    RECHARGE_CONFIG_INACTIVE: 'La configuración de recarga está desactivada',
    RECHARGE_AMOUNT_TOO_SMALL: 'El importe de la recarga no puede ser inferior a {{min}} USDT',
    RECHARGE_AMOUNT_TOO_LARGE: 'El importe de la recarga no puede ser superior a {{max}} USDT',
    PROOF_NOT_FOUND: 'No se encontró el comprobante de pago; súbelo de nuevo',
    PROOF_ALREADY_USED:
      'Este comprobante de pago ya respalda otro depósito; revisa tu historial de depósitos o sube el comprobante de un nuevo pago',
    PROOF_ALREADY_CREDITED:
      'El comprobante de pago de este depósito ya se abonó con el depósito {{orderNo}}; rechaza este',
    ORDER_STATUS_CHANGED: 'El estado de la orden ha cambiado; actualiza la página',
    WITHDRAWAL_CONFIG_INACTIVE: 'Este método de retiro no está disponible en este momento',
    WITHDRAWAL_AMOUNT_TOO_SMALL: 'El importe del retiro no puede ser inferior a {{min}} {{currency}}',
    WITHDRAWAL_AMOUNT_TOO_LARGE: 'El importe del retiro no puede ser superior a {{max}} {{currency}}',
    WITHDRAWAL_DAILY_LIMIT:
      'Supera tu límite diario de retiro de {{limit}} {{currency}}; hoy aún puedes retirar {{remaining}} {{currency}}',
    WITHDRAWAL_ADDRESS_INVALID: 'No es una dirección {{network}} válida',
    WITHDRAWAL_FEE_CHANGED:
      'La comisión de este retiro es ahora de {{fee}} {{currency}}: revísala y confirma de nuevo',
    WITHDRAWAL_PASSWORD_NOT_SET: 'Primero establece una contraseña de retiro',
    WITHDRAWAL_PASSWORD_INCORRECT: 'Contraseña de retiro incorrecta; intentos restantes: {{remaining}}',
    WITHDRAWAL_LOCKED:
      'Demasiadas contraseñas de retiro incorrectas; los retiros están bloqueados, inténtalo de nuevo en {{minutes}} min',
    WITHDRAWAL_ON_HOLD:
      'Por tu seguridad, los retiros se pausan 24 horas después de cambiar una contraseña; inténtalo de nuevo en {{hours}} h',
    SECOND_APPROVAL_REQUIRED: 'Otro operador de finanzas debe aprobar primero este retiro',
    SAME_OPERATOR: 'La segunda aprobación debe hacerla otro operador',
  },
  validation: {
    amountRequired: 'Introduce un importe',
    amountInvalid: 'Introduce un importe válido',
    configRequired: 'Elige primero un método',
    proofRequired: 'Sube el comprobante de pago',
    reasonRequired: 'Indica un motivo',
    addressRequired: 'Introduce la dirección de retiro',
    addressInvalid: 'El formato de la dirección no es válido',
    txIdRequired: 'Introduce el ID de la transacción',
    withdrawalPasswordRequired: 'Introduce la contraseña de retiro',
    withdrawalPasswordDigits: 'La contraseña de retiro solo puede contener dígitos',
    withdrawalPasswordLength: 'La contraseña de retiro necesita al menos 6 dígitos',
    withdrawalPasswordSame: 'La nueva contraseña de retiro debe ser distinta de la actual',
    currentPasswordRequired: 'Introduce la contraseña de retiro actual',
  },
  mail: {
    rechargeCompletedSubject: 'Tu depósito de {{amount}} USDT en {{appName}} se ha abonado',
    rechargeCompletedBody:
      'Tu depósito {{orderNo}} se ha confirmado. {{actualAmount}} USDT (tras una comisión de {{fee}} USDT) ya están en tu saldo.',
    rechargeRejectedSubject: 'Tu depósito {{orderNo}} en {{appName}} ha sido rechazado',
    rechargeRejectedBody:
      'Tu depósito {{orderNo}} de {{amount}} USDT ha sido rechazado. Motivo: {{reason}}. Si ya has pagado, contacta con atención al cliente con tu comprobante de pago.',
    rechargeFailedSubject: 'Tu depósito {{orderNo}} en {{appName}} ha fallado',
    rechargeFailedBody:
      'Tu depósito {{orderNo}} de {{amount}} USDT no se confirmó en 24 horas y se ha cerrado. Si ya has pagado, contacta con atención al cliente.',
    withdrawalCompletedSubject: 'Tu retiro de {{amount}} USDT de {{appName}} se ha enviado',
    withdrawalCompletedBody:
      'Tu retiro {{orderNo}} de {{amount}} USDT a {{address}} se ha enviado. ID de la transacción: {{txId}}.',
    withdrawalRejectedSubject: 'Tu retiro {{orderNo}} en {{appName}} ha sido rechazado',
    withdrawalRejectedBody:
      'Tu retiro {{orderNo}} de {{amount}} USDT ha sido rechazado y {{total}} USDT han vuelto a tu saldo disponible. Motivo: {{reason}}. Si tienes dudas, contacta con atención al cliente.',
    withdrawalFailedSubject: 'Tu retiro {{orderNo}} en {{appName}} ha fallado',
    withdrawalFailedBody:
      'Tu retiro {{orderNo}} de {{amount}} USDT no se pudo completar y {{total}} USDT han vuelto a tu saldo disponible. Motivo: {{reason}}. Contacta con atención al cliente.',
  },
};

export default financeServerEs;
