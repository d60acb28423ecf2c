import type { FinanceServerCatalog } from './en.ts';

const financeServerFr: FinanceServerCatalog = {
  errors: {
    UPLOAD_TYPE_NOT_ALLOWED: "Ce type de fichier n'est pas accepté ici ; choisissez une image {{formats}}",
    UPLOAD_TOO_LARGE: 'Le fichier est trop volumineux (maximum {{maxMb}} Mo)',
    UPLOAD_IMAGE_INVALID: "L'image est illisible, choisissez-en une autre",
    UPLOAD_IMAGE_DIMENSIONS: "L'image est trop grande (au plus {{max}} pixels)",
    FILE_REQUIRED: 'Veuillez choisir un fichier',
    RECHARGE_CONFIG_INACTIVE: 'La configuration de dépôt est désactivée',
    RECHARGE_AMOUNT_TOO_SMALL: 'Le montant du dépôt ne peut pas être inférieur à {{min}} USDT',
    RECHARGE_AMOUNT_TOO_LARGE: 'Le montant du dépôt ne peut pas dépasser {{max}} USDT',
    PROOF_NOT_FOUND: 'Justificatif de paiement introuvable, veuillez le téléverser à nouveau',
    PROOF_ALREADY_USED:
      'Ce justificatif de paiement accompagne déjà un autre dépôt ; consultez votre historique des dépôts ou téléversez le justificatif d’un nouveau paiement',
    PROOF_ALREADY_CREDITED:
      'Le justificatif de paiement de ce dépôt a déjà crédité le dépôt {{orderNo}} ; rejetez celui-ci',
    ORDER_STATUS_CHANGED: "Le statut de l'ordre a changé, veuillez actualiser",
    WITHDRAWAL_CONFIG_INACTIVE: "Ce mode de retrait n'est pas disponible pour le moment",
    WITHDRAWAL_AMOUNT_TOO_SMALL: 'Le montant du retrait ne peut pas être inférieur à {{min}} {{currency}}',
    WITHDRAWAL_AMOUNT_TOO_LARGE: 'Le montant du retrait ne peut pas dépasser {{max}} {{currency}}',
    WITHDRAWAL_DAILY_LIMIT:
      "Cela dépasse votre plafond de retrait quotidien de {{limit}} {{currency}} ; vous pouvez encore retirer {{remaining}} {{currency}} aujourd'hui",
    WITHDRAWAL_ADDRESS_INVALID: "Ce n'est pas une adresse {{network}} valide",
    WITHDRAWAL_FEE_CHANGED:
      'Les frais de ce retrait sont maintenant de {{fee}} {{currency}} : vérifiez-les et confirmez à nouveau',
    WITHDRAWAL_PASSWORD_NOT_SET: "Veuillez d'abord définir un mot de passe de retrait",
    WITHDRAWAL_PASSWORD_INCORRECT: 'Mot de passe de retrait incorrect ; tentatives restantes : {{remaining}}',
    WITHDRAWAL_LOCKED:
      'Trop de mots de passe de retrait erronés ; les retraits sont bloqués, réessayez dans {{minutes}} min',
    WITHDRAWAL_ON_HOLD:
      'Pour votre sécurité, les retraits sont suspendus 24 heures après un changement de mot de passe ; réessayez dans {{hours}} h',
    SECOND_APPROVAL_REQUIRED: "Un second opérateur financier doit d'abord approuver ce retrait",
    SAME_OPERATOR: 'La seconde approbation doit venir d’un autre opérateur',
  },
  validation: {
    amountRequired: 'Veuillez saisir un montant',
    amountInvalid: 'Veuillez saisir un montant valide',
    configRequired: "Veuillez d'abord choisir un mode",
    proofRequired: 'Veuillez téléverser le justificatif de paiement',
    reasonRequired: 'Veuillez indiquer un motif',
    addressRequired: "Veuillez saisir l'adresse de retrait",
    addressInvalid: "Format d'adresse invalide",
    txIdRequired: "Veuillez saisir l'identifiant de transaction",
    withdrawalPasswordRequired: 'Veuillez saisir le mot de passe de retrait',
    withdrawalPasswordDigits: 'Le mot de passe de retrait ne peut contenir que des chiffres',
    withdrawalPasswordLength: 'Le mot de passe de retrait doit comporter au moins 6 chiffres',
    withdrawalPasswordSame: "Le nouveau mot de passe de retrait doit être différent de l'actuel",
    currentPasswordRequired: 'Veuillez saisir le mot de passe de retrait actuel',
  },
  mail: {
    rechargeCompletedSubject: 'Votre dépôt de {{amount}} USDT sur {{appName}} a été crédité',
    rechargeCompletedBody:
      'Votre dépôt {{orderNo}} a été confirmé. {{actualAmount}} USDT (après des frais de {{fee}} USDT) figurent désormais sur votre solde.',
    rechargeRejectedSubject: 'Votre dépôt {{orderNo}} sur {{appName}} a été refusé',
    rechargeRejectedBody:
      'Votre dépôt {{orderNo}} de {{amount}} USDT a été refusé. Motif : {{reason}}. Si vous avez payé, contactez le service client avec votre justificatif de paiement.',
    rechargeFailedSubject: 'Votre dépôt {{orderNo}} sur {{appName}} a échoué',
    rechargeFailedBody:
      "Votre dépôt {{orderNo}} de {{amount}} USDT n'a pas été confirmé sous 24 heures et a été clôturé. Si vous avez payé, contactez le service client.",
    withdrawalCompletedSubject: 'Votre retrait de {{amount}} USDT depuis {{appName}} a été envoyé',
    withdrawalCompletedBody:
      'Votre retrait {{orderNo}} de {{amount}} USDT vers {{address}} a été envoyé. Identifiant de transaction : {{txId}}.',
    withdrawalRejectedSubject: 'Votre retrait {{orderNo}} sur {{appName}} a été refusé',
    withdrawalRejectedBody:
      'Votre retrait {{orderNo}} de {{amount}} USDT a été refusé et {{total}} USDT ont été rendus à votre solde disponible. Motif : {{reason}}. Pour toute question, contactez le service client.',
    withdrawalFailedSubject: 'Votre retrait {{orderNo}} sur {{appName}} a échoué',
    withdrawalFailedBody:
      "Votre retrait {{orderNo}} de {{amount}} USDT n'a pas pu aboutir et {{total}} USDT ont été rendus à votre solde disponible. Motif : {{reason}}. Veuillez contacter le service client.",
  },
};

export default financeServerFr;
