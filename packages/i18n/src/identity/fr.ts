export const identityErrors = {
  TOTP_REQUIRED: 'Saisissez le code de votre application d’authentification',
  TOTP_INVALID: 'Le code est erroné ou a déjà été utilisé',
  TWO_FACTOR_ALREADY_ENABLED: 'La connexion en deux étapes est déjà activée',
  TWO_FACTOR_NOT_ENABLED: 'La connexion en deux étapes n’est pas activée',
  TWO_FACTOR_SETUP_REQUIRED: 'Veuillez recommencer la configuration',
  WITHDRAWALS_HELD:
    'Les retraits sont suspendus jusqu’au {{until}} car vos paramètres de sécurité ont été réinitialisés',
  KYC_ALREADY_PENDING: 'Votre vérification est déjà en cours d’examen',
  KYC_ALREADY_VERIFIED: 'Votre identité est déjà vérifiée',
  SUPPORT_TOO_MANY_MESSAGES: 'Vous envoyez des messages trop vite, veuillez patienter un instant',
};

export const identityValidation = {
  realNameRequired: 'Veuillez saisir votre nom réel',
  idNumberRequired: 'Veuillez saisir votre numéro de pièce d’identité',
  idNumberInvalid: 'Numéro de pièce d’identité invalide',
  idFrontRequired: 'Veuillez téléverser le recto de votre pièce d’identité',
  idBackRequired: 'Veuillez téléverser le verso de votre pièce d’identité',
  supportTextRequired: 'Veuillez écrire un message',
  supportTextTooLong: 'Un message peut contenir au plus 2000 caractères',
  supportTextOrImage: 'Écrivez un message ou choisissez une image',
  totpRequired: 'Veuillez saisir le code',
  unsupportedLocale: 'Choisissez l’une des langues proposées',
};

export const identityPageTitles = {
  security: 'Sécurité du compte',
};

export const identitySections = {
  kycMail: {
    approvedSubject: 'Votre identité est vérifiée',
    approvedBody:
      'Bonjour {{account}},\n\nla vérification de votre identité sur {{appName}} a été approuvée. Des plafonds de retrait plus élevés vous sont désormais ouverts.\n\nSi vous n’avez envoyé aucun document, contactez immédiatement le service client.',
    rejectedSubject: 'La vérification de votre identité n’a pas été approuvée',
    rejectedBody:
      'Bonjour {{account}},\n\nnous n’avons pas pu approuver la vérification de votre identité sur {{appName}}.\n\nMotif : {{reason}}\n\nVous pouvez corriger vos informations et les renvoyer depuis votre espace personnel.',
  },
  twoFactor: {
    resetMailSubject: 'Votre connexion en deux étapes a été réinitialisée',
    resetMailBody:
      'Un opérateur a réinitialisé, à votre demande, la connexion en deux étapes de votre compte {{account}}. Vous pouvez maintenant vous connecter avec votre mot de passe et la reconfigurer dans votre espace personnel. Pour votre sécurité, les retraits sont suspendus jusqu’au {{until}} (UTC). Si vous n’êtes pas à l’origine de cette demande, contactez immédiatement le service client.',
    title: 'Connexion en deux étapes',
    on: 'Activée',
    off: 'Désactivée',
    intro:
      'Protégez votre compte avec un code à 6 chiffres d’une application d’authentification à chaque connexion et à chaque retrait.',
    start: 'Configurer',
    scanQr: 'Scannez ce code QR avec votre application d’authentification',
    orEnterKey: 'Ou saisissez cette clé à la main',
    copyKey: 'Copier la clé',
    code: 'Code',
    codePlaceholder: 'Code à 6 chiffres',
    turnOn: 'Activer',
    enabled: 'La connexion en deux étapes est activée',
    recoveryTitle: 'Codes de récupération',
    recoveryHint:
      'Chaque code fonctionne une seule fois si vous perdez votre téléphone. Conservez-les dès maintenant en lieu sûr : ils ne seront plus affichés.',
    recoverySaved: 'Je les ai enregistrés',
    copyCodes: 'Copier les codes',
    recoveryLeft: 'Codes de récupération restants : {{count}}',
    turnOff: 'Désactiver',
    turnOffHint:
      'Saisissez un code de votre application ou un code de récupération pour désactiver la connexion en deux étapes.',
    disabled: 'La connexion en deux étapes est désactivée',
    loginTitle: 'Vérification en deux étapes',
    loginHint:
      'Saisissez le code à 6 chiffres de votre application d’authentification ou l’un de vos codes de récupération.',
    copied: 'Copié',
    copyFailed: 'Échec de la copie, veuillez copier manuellement',
  },
  account: {
    identity: 'Vérification d’identité',
    withdrawalPassword: 'Mot de passe de retrait',
    set: 'Défini',
    notSet: 'Non défini',
    invited: 'Personnes invitées',
    shareLink: 'Lien d’invitation',
    copy: 'Copier',
    inviteQr: 'Code QR d’invitation',
    sessions: 'Sessions actives',
    thisDevice: 'Cet appareil',
    signOutOthers: 'Se déconnecter partout ailleurs',
    signOutOthersConfirm: 'Déconnecter tous les autres appareils ?',
    signedOutOthers: 'Les autres appareils ont été déconnectés',
    noOtherSessions: 'Aucun autre appareil n’est connecté',
    signIns: 'Connexions récentes',
    unknownDevice: 'Appareil inconnu',
    loadFailed: 'Échec du chargement, touchez pour réessayer',
  },
  realName: {
    unverified: 'Non vérifiée',
    pending: 'En cours d’examen',
    verified: 'Vérifiée',
    rejected: 'Vérification échouée',
  },
  support: {
    unreadBadge: 'Messages non lus : {{count}}',
    quick: {
      deposit: 'Combien de temps prend un dépôt ?',
      withdrawal: 'Pourquoi mon retrait est-il toujours en attente ?',
      verification: 'Comment vérifier mon identité ?',
      account: 'Je n’arrive pas à me connecter à mon compte',
    },
    loginPrompt: 'Connectez-vous pour discuter avec le service client',
    logIn: 'Se connecter',
    placeholder: 'Écrivez un message',
    send: 'Envoyer',
    image: 'Envoyer une image',
    loadOlder: 'Messages précédents',
    empty: 'Posez-nous vos questions : nous répondons généralement en quelques minutes.',
    sent: 'Envoyé',
    delivered: 'Distribué',
    read: 'Lu',
    failed: 'Non envoyé, touchez pour réessayer',
    sending: 'Envoi en cours',
    operator: 'Service client',
    quickTitle: 'Questions fréquentes',
    selectFailed: 'Impossible de sélectionner l’image',
    uploadFailed: 'Échec de l’envoi',
    imageAlt: 'Image envoyée dans la discussion',
    newMessages: 'Nouveaux messages',
  },
};
