export const identityErrors = {
  TOTP_REQUIRED: 'Introduce el código de tu aplicación de autenticación',
  TOTP_INVALID: 'El código es incorrecto o ya se ha usado',
  TWO_FACTOR_ALREADY_ENABLED: 'El inicio de sesión en dos pasos ya está activado',
  TWO_FACTOR_NOT_ENABLED: 'El inicio de sesión en dos pasos no está activado',
  TWO_FACTOR_SETUP_REQUIRED: 'Vuelve a iniciar la configuración',
  WITHDRAWALS_HELD:
    'Los retiros están en pausa hasta {{until}} porque se restablecieron tus ajustes de seguridad',
  KYC_ALREADY_PENDING: 'Tu verificación ya está en revisión',
  KYC_ALREADY_VERIFIED: 'Tu identidad ya está verificada',
  SUPPORT_TOO_MANY_MESSAGES: 'Estás enviando mensajes demasiado rápido, espera un momento',
};

export const identityValidation = {
  realNameRequired: 'Introduce tu nombre real',
  idNumberRequired: 'Introduce tu número de documento',
  idNumberInvalid: 'Número de documento no válido',
  idFrontRequired: 'Sube la parte delantera de tu documento',
  idBackRequired: 'Sube la parte trasera de tu documento',
  supportTextRequired: 'Escribe un mensaje',
  supportTextTooLong: 'Un mensaje puede tener como máximo 2000 caracteres',
  supportTextOrImage: 'Escribe un mensaje o elige una imagen',
  totpRequired: 'Introduce el código',
  unsupportedLocale: 'Elige uno de los idiomas ofrecidos',
};

export const identityPageTitles = {
  security: 'Seguridad de la cuenta',
};

export const identitySections = {
  kycMail: {
    approvedSubject: 'Tu identidad está verificada',
    approvedBody:
      'Hola, {{account}}:\n\nse aprobó la verificación de tu identidad en {{appName}}. Ya tienes disponibles límites de retiro más altos.\n\nSi no enviaste documentos, contacta de inmediato con atención al cliente.',
    rejectedSubject: 'No se aprobó la verificación de tu identidad',
    rejectedBody:
      'Hola, {{account}}:\n\nno pudimos aprobar la verificación de tu identidad en {{appName}}.\n\nMotivo: {{reason}}\n\nPuedes corregir tus datos y enviarlos de nuevo en tu centro personal.',
  },
  twoFactor: {
    resetMailSubject: 'Se restableció tu inicio de sesión en dos pasos',
    resetMailBody:
      'Un operador restableció, a tu solicitud, el inicio de sesión en dos pasos de tu cuenta {{account}}. Ya puedes iniciar sesión con tu contraseña y volver a configurarlo en tu centro personal. Por tu seguridad, los retiros están en pausa hasta {{until}} (UTC). Si no lo solicitaste, contacta de inmediato con atención al cliente.',
    title: 'Inicio de sesión en dos pasos',
    on: 'Activado',
    off: 'Desactivado',
    intro:
      'Protege tu cuenta con un código de 6 dígitos de una aplicación de autenticación cada vez que inicies sesión o retires fondos.',
    start: 'Configurar',
    scanQr: 'Escanea este código QR con tu aplicación de autenticación',
    orEnterKey: 'O introduce esta clave a mano',
    copyKey: 'Copiar clave',
    code: 'Código',
    codePlaceholder: 'Código de 6 dígitos',
    turnOn: 'Activar',
    enabled: 'El inicio de sesión en dos pasos está activado',
    recoveryTitle: 'Códigos de recuperación',
    recoveryHint:
      'Cada código sirve una vez si pierdes el móvil. Guárdalos ahora en un lugar seguro: no se volverán a mostrar.',
    recoverySaved: 'Ya los he guardado',
    copyCodes: 'Copiar códigos',
    recoveryLeft: 'Códigos de recuperación restantes: {{count}}',
    turnOff: 'Desactivar',
    turnOffHint:
      'Introduce un código de tu aplicación o un código de recuperación para desactivar el inicio de sesión en dos pasos.',
    disabled: 'El inicio de sesión en dos pasos está desactivado',
    loginTitle: 'Verificación en dos pasos',
    loginHint:
      'Introduce el código de 6 dígitos de tu aplicación de autenticación o uno de tus códigos de recuperación.',
    copied: 'Copiado',
    copyFailed: 'No se pudo copiar, cópialo manualmente',
  },
  account: {
    identity: 'Verificación de identidad',
    withdrawalPassword: 'Contraseña de retiro',
    set: 'Configurada',
    notSet: 'Sin configurar',
    invited: 'Personas invitadas',
    shareLink: 'Enlace de invitación',
    copy: 'Copiar',
    inviteQr: 'Código QR de invitación',
    sessions: 'Sesiones activas',
    thisDevice: 'Este dispositivo',
    signOutOthers: 'Cerrar sesión en los demás dispositivos',
    signOutOthersConfirm: '¿Cerrar sesión en todos los demás dispositivos?',
    signedOutOthers: 'Se cerró la sesión en los demás dispositivos',
    noOtherSessions: 'No hay otros dispositivos con la sesión iniciada',
    signIns: 'Inicios de sesión recientes',
    unknownDevice: 'Dispositivo desconocido',
    loadFailed: 'Error al cargar, toca para reintentar',
  },
  realName: {
    unverified: 'Sin verificar',
    pending: 'En revisión',
    verified: 'Verificada',
    rejected: 'Verificación fallida',
  },
  support: {
    unreadBadge: 'Mensajes sin leer: {{count}}',
    quick: {
      deposit: '¿Cuánto tarda un depósito?',
      withdrawal: '¿Por qué mi retiro sigue pendiente?',
      verification: '¿Cómo verifico mi identidad?',
      account: 'No puedo iniciar sesión en mi cuenta',
    },
    loginPrompt: 'Inicia sesión para chatear con atención al cliente',
    logIn: 'Iniciar sesión',
    placeholder: 'Escribe un mensaje',
    send: 'Enviar',
    image: 'Enviar una imagen',
    loadOlder: 'Mensajes anteriores',
    empty: 'Pregúntanos lo que quieras: solemos responder en pocos minutos.',
    sent: 'Enviado',
    delivered: 'Entregado',
    read: 'Leído',
    failed: 'No enviado, toca para reintentar',
    sending: 'Enviando',
    operator: 'Atención al cliente',
    quickTitle: 'Preguntas frecuentes',
    selectFailed: 'No se pudo seleccionar la imagen',
    uploadFailed: 'Error al subir',
    imageAlt: 'Imagen enviada en el chat',
    newMessages: 'Mensajes nuevos',
  },
};
