const consoleServerEs = {
  errors: {
    CSRF_TOKEN_INVALID: 'No se pudo confirmar tu sesión; vuelve a cargar la página',
    OPERATOR_DISABLED: 'Esta cuenta de operador está desactivada',
    ENROLMENT_TOKEN_INVALID: 'El paso de configuración ha caducado; vuelve a iniciar sesión',
    INVITATION_INVALID: 'La invitación no es válida o ha caducado',
    LAST_OWNER: 'No se puede desactivar ni cambiar de rol al último propietario activo',
    OPERATOR_SELF_DISABLE: 'No puede desactivar su propia cuenta: debe hacerlo otro propietario',
    OPERATOR_EXISTS: 'Ya existe un operador con este correo electrónico',
    INVITATION_NOT_PENDING: 'Esta invitación ya fue aceptada o revocada, o ha caducado',
    OPERATOR_CANNOT_ANSWER: 'Este operador no puede responder conversaciones de atención al cliente',
    ACCOUNT_FROZEN: 'Tu cuenta ha sido congelada. Ponte en contacto con atención al cliente',
    ACCOUNT_FROZEN_SIGNED_OUT: 'Tu cuenta ha sido congelada. Ponte en contacto con atención al cliente',
    WITHDRAWAL_ACCOUNT_FROZEN:
      'La cuenta de este usuario está congelada: el retiro no se puede tomar, aprobar ni pagar. Recházalo para devolver los fondos al saldo del usuario, o descongela primero la cuenta',
  },
  validation: {
    totpCodeFormat: 'Introduce el código de 6 dígitos',
    operatorPasswordLength: 'La contraseña debe tener entre 12 y 128 caracteres',
    operatorNameRequired: 'Introduce un nombre',
    reasonRequired: 'Indica un motivo',
    urlInvalid: 'Introduce un enlace que empiece por https:// o /',
    imagePathInvalid: 'Sube una imagen o introduce una ruta de este servidor que empiece por /',
    imageNotUploaded:
      'Vuelve a subir esta imagen aquí: solo se pueden mostrar imágenes subidas en la consola',
    contractPeriod: 'Los periodos son de 30, 60, 300 o 900 segundos',
    contractPeriodDuplicate: 'Cada periodo solo puede indicarse una vez',
    contractPeriodsNoneEnabled: 'Mantén al menos un periodo activado',
    contractAmountInvalid:
      'Introduce un importe mayor que 0, con 18 cifras enteras y 8 decimales como máximo',
    payoutRateInvalid:
      'Introduce una tasa de pago mayor que 0 y como máximo 10, con 18 decimales como máximo',
    feeRateInvalid: 'Introduce una comisión de al menos 0 y menor que 1, con 18 decimales como máximo',
    networkAddressInvalid: 'No es una dirección {{network}} válida',
    maxBelowMin: 'El importe máximo debe ser al menos el importe mínimo',
    dailyLimitBelowMin: 'El límite diario debe ser al menos el importe mínimo',
  },
  mail: {
    operatorInviteSubject: 'Invitación a la consola de {{appName}}',
    operatorInviteBody:
      'Hola, {{name}}: te han invitado a la consola de operadores de {{appName}} con el rol {{role}}. Abre este enlace en las próximas {{hours}} horas para elegir tu contraseña: {{link}} En tu primer inicio de sesión configurarás una app de autenticación. Si no esperabas esta invitación, ignora este correo.',
  },
};

export default consoleServerEs;
