const consoleServerFr = {
  errors: {
    CSRF_TOKEN_INVALID: 'Votre session n’a pas pu être confirmée, veuillez recharger la page',
    OPERATOR_DISABLED: 'Ce compte opérateur est désactivé',
    ENROLMENT_TOKEN_INVALID: 'L’étape de configuration a expiré, veuillez vous reconnecter',
    INVITATION_INVALID: 'Cette invitation n’est pas valide ou a expiré',
    LAST_OWNER: 'Le dernier propriétaire actif ne peut être ni désactivé ni changer de rôle',
    OPERATOR_SELF_DISABLE:
      'Vous ne pouvez pas désactiver votre propre compte : un autre propriétaire doit le faire',
    OPERATOR_EXISTS: 'Un opérateur utilise déjà cette adresse e-mail',
    INVITATION_NOT_PENDING: 'Cette invitation a déjà été acceptée ou révoquée, ou a expiré',
    OPERATOR_CANNOT_ANSWER: 'Cet opérateur ne peut pas répondre aux conversations du service client',
    ACCOUNT_FROZEN: 'Votre compte a été gelé. Veuillez contacter le service client',
    ACCOUNT_FROZEN_SIGNED_OUT: 'Votre compte a été gelé. Veuillez contacter le service client',
    WITHDRAWAL_ACCOUNT_FROZEN:
      "Le compte de cet utilisateur est gelé : le retrait ne peut être ni pris en charge, ni approuvé, ni payé. Rejetez-le pour rendre les fonds au solde de l'utilisateur, ou dégelez d'abord le compte",
  },
  validation: {
    totpCodeFormat: 'Saisissez le code à 6 chiffres',
    operatorPasswordLength: 'Le mot de passe doit comporter entre 12 et 128 caractères',
    operatorNameRequired: 'Veuillez saisir un nom',
    reasonRequired: 'Veuillez indiquer un motif',
    urlInvalid: 'Saisissez un lien commençant par https:// ou /',
    imagePathInvalid: 'Téléversez une image ou saisissez un chemin de ce serveur commençant par /',
    imageNotUploaded:
      'Téléversez de nouveau cette image ici : seules les images téléversées dans la console peuvent être affichées',
    contractPeriod: 'Les durées sont de 30, 60, 300 ou 900 secondes',
    contractPeriodDuplicate: 'Chaque durée ne peut être indiquée qu’une fois',
    contractPeriodsNoneEnabled: 'Gardez au moins une durée activée',
    contractAmountInvalid:
      'Saisissez un montant supérieur à 0, avec 18 chiffres avant la virgule et 8 décimales au plus',
    payoutRateInvalid: 'Saisissez un taux de gain supérieur à 0 et d’au plus 10, avec 18 décimales au plus',
    feeRateInvalid: 'Saisissez un taux de frais d’au moins 0 et inférieur à 1, avec 18 décimales au plus',
    networkAddressInvalid: 'Ce n’est pas une adresse {{network}} valide',
    maxBelowMin: 'Le montant maximum doit être au moins égal au montant minimum',
    dailyLimitBelowMin: 'La limite journalière doit être au moins égale au montant minimum',
  },
  mail: {
    operatorInviteSubject: 'Invitation à la console {{appName}}',
    operatorInviteBody:
      'Bonjour {{name}}, vous êtes invité(e) à rejoindre la console opérateur de {{appName}} avec le rôle {{role}}. Ouvrez ce lien dans les {{hours}} heures pour choisir votre mot de passe : {{link}} Lors de votre première connexion, vous configurerez une application d’authentification. Si vous n’attendiez pas cette invitation, ignorez cet e-mail.',
  },
};

export default consoleServerFr;
