// French texts shared by the API and the storefront. Texts quoted by the specification are exact.

import { SHELL_MESSAGES } from './shell-messages.js';

/** Names of the form fields, as their labels show them and as the messages about them quote them. */
export const FIELD_LABELS = {
  nom: 'Nom',
  prenom: 'Prénom',
  region: 'Région',
  adresse: 'Adresse',
  sujet: 'Sujet',
  message: 'Message',
  password: 'Mot de passe',
  identifiant: 'Identifiant',
  collectionName: 'Nom de collection',
  orderDate: 'Date de commande',
  orderState: 'État',
} as const;

const countFormat = new Intl.NumberFormat('fr-FR');
/** `10 000`, grouped with a no-break space as the shop writes its amounts. */
const formatCount = (count: number) => countFormat.format(count).replace(/\u202f/g, '\u00a0');

export const MESSAGES = {
  ...SHELL_MESSAGES,
  addToCartFailed: "Impossible d'ajouter l'article au panier. Veuillez réessayer.",
  contactSuccess: 'Votre message a été envoyé avec succès!',
  contactFailure: "echec d'envoi !",
  invalidPromo: 'Code promo invalide.',
  // A code the shop knows but that cannot be used now says why; an unknown or switched-off one stays
  // « Code promo invalide. ».
  promoExpired: 'Ce code promo a expiré.',
  promoNotStarted: "Ce code promo n'est pas encore valable.",
  promoUsedUp: "Ce code promo a atteint son nombre maximal d'utilisations.",
  promoApplied: (percent: number) => `Réduction de ${percent}% appliquée avec succès !`,
  orderSuccess: 'Votre commande a été créée avec succès !',
  orderFailure: 'Une erreur est survenue lors de la création de votre commande.',
  existingClient: (code: string) =>
    `Client déjà existant Code client : ${code}. Nous utilisons vos informations précédentes pour finaliser la commande.`,
  invalidForm: 'Veuillez remplir tous les champs requis correctement.',
  confirmFavouritesToCart: 'Voulez-vous vraiment acheter ces articles ?',
  /** A collection card's button: it adds every piece, not one article. */
  addCollectionToCart: (count: number) => `Ajouter la collection — ${count} pièce${count > 1 ? 's' : ''}`,

  validationFailed: 'Les données envoyées sont invalides.',
  notFound: "La ressource demandée n'existe pas.",
  articleNotFound: 'Article introuvable.',
  collectionNotFound: 'Collection introuvable.',
  routeNotFound: "Cette adresse de l'API n'existe pas.",
  invalidId: "L'identifiant doit être un nombre entier positif.",
  invalidJson: "Le corps de la requête n'est pas un JSON valide.",
  payloadTooLarge: 'La requête est trop volumineuse.',
  databaseUnavailable:
    'La base de données est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  // Requests refused by the HTTP layer itself (bad URL encoding, conditional or range headers …).
  badUrlEncoding: "L'adresse demandée contient un encodage invalide.",
  unsupportedEncoding: 'Encodage de la requête non pris en charge.',
  unreadableBody: 'Le corps de la requête est illisible.',
  unsupportedBodyType: "Le type de contenu de la requête n'est pas accepté à cette adresse.",
  forbidden: 'Accès refusé.',
  methodNotAllowed: 'Méthode non autorisée pour cette adresse.',
  requestTimeout: 'La requête a mis trop de temps à arriver.',
  preconditionFailed:
    'La ressource ne correspond pas à la condition de la requête (If-Match, If-Unmodified-Since).',
  rangeNotSatisfiable: 'La plage demandée (Range) est en dehors de la ressource.',
  badRequest: 'La requête est invalide.',
  minAboveMax: 'Le prix minimum doit être inférieur ou égal au prix maximum.',
  pageInvalid: 'La page doit être un nombre entier.',
  pageTooSmall: 'La page doit être supérieure ou égale à 1.',
  pageTooLarge: 'La page demandée est trop grande.',
  pageSizeInvalid: 'La taille de page doit être un nombre entier.',
  pageSizeOutOfRange: (max: number) => `La taille de page doit être comprise entre 1 et ${max}.`,
  filterAmountInvalid: 'Le montant doit être un nombre.',
  filterAmountNegative: 'Le montant doit être positif.',
  filterAmountTooLarge: 'Le montant est trop grand.',
  sortOrderInvalid: 'Le tri doit être « asc », « desc » ou « recent ».',
  collectionSortOrderInvalid: 'Le tri doit être « asc » ou « desc ».',
  collectionNameInvalid: 'Le nom de collection doit être un texte.',
  collectionNameTooLong: (max: number) => `Le nom de collection est trop long (${max} caractères au plus).`,

  // Checkout, contact and newsletter forms (DESIGN.md readings: 8-digit phone, 4-digit postal code).
  nomRequired: 'Nom est requis.',
  prenomRequired: 'Prénom est requis.',
  regionRequired: 'Région est requise.',
  regionNotAGovernorate: 'Région doit être l’un des 24 gouvernorats de Tunisie.',
  adresseRequired: 'Adresse est requise.',
  phoneInvalid: 'Numéro de téléphone est requis et doit contenir 8 chiffres.',
  postalCodeInvalid: 'Code postal doit contenir 4 chiffres.',
  emailInvalid: 'Adresse mail est requise et doit être au format valide.',
  sujetRequired: 'Sujet est requis.',
  messageRequired: 'Message est requis.',
  tooLong: (label: string, max: number) => `${label} : ${max} caractères au plus.`,
  /** NUL, escape and other invisible control characters: never typed, refused by the database. */
  controlCharacters: (label: string) => `${label} : caractères de contrôle non autorisés.`,

  // Orders.
  clientRequired: 'Indiquez votre code client ou vos coordonnées.',
  clientCodeInvalid: 'Code client invalide.',
  clientCodeRequired: 'Code client est requis.',
  clientCodeUnknown: 'Code client inconnu.',
  /** « Code client oublié ? »: the same answer whether or not a client has the address (no enumeration). */
  clientCodeReminderSent:
    'Si un compte client existe pour cette adresse, nous venons de vous envoyer son code.',
  clientCodeReminderTitle: 'Code client oublié ?',
  clientCodeNeeded:
    'Un client existe déjà avec cette adresse mail ou ce numéro de téléphone. Indiquez votre code client pour finaliser la commande.',
  emptyCart: 'Le panier est vide.',
  tooManyLines: (max: number) => `Une commande compte au plus ${max} articles différents.`,
  quantityInvalid: 'La quantité doit être un nombre entier supérieur ou égal à 1.',
  quantityTooLarge: (max: number) => `La quantité est limitée à ${max} par article.`,
  /** Under the quantity stepper once it reaches the per-line cap. */
  quantityCapReached: (max: number) => `${max} au plus par article`,
  /** The same article on several lines: their quantities add up against the per-article limit. */
  quantityTooLargeInTotal: (max: number) =>
    `Cet article figure sur plusieurs lignes : la quantité totale est limitée à ${max}.`,
  itemRequired: "Indiquez l'article commandé.",
  variantNotFound: 'Variante introuvable.',
  variantMismatch: "Cette variante n'appartient pas à cet article.",
  /** An order asks for more pieces of a variant than are left (the order is refused whole, nothing kept). */
  outOfStock: (nom: string, taille: string | null, left: number) =>
    `${taille ? `« ${nom} » en taille ${taille}` : `« ${nom} »`} : ${
      left === 0 ? 'plus aucune pièce en stock' : `il ne reste que ${left} pièce${left > 1 ? 's' : ''}`
    }. Modifiez votre panier pour valider la commande.`,
  sizeLabel: 'Taille',
  sizeRequired: "Choisissez une taille avant d'ajouter au panier.",
  /** An order line for an article sold in sizes, sent without one (a cart from before sizes). */
  sizeToChoose: (nom: string) => `« ${nom} » : choisissez une taille.`,
  /** The order refused for its lines without a size: what the checkout tells the shopper to do. */
  sizesToChoose: (noms: readonly string[]) =>
    `Choisissez une taille pour ${noms.map((nom) => `« ${nom} »`).join(', ')} sur la page ${
      noms.length > 1 ? 'de chaque article' : "de l'article"
    }, puis retirez du panier ${noms.length > 1 ? 'les lignes' : 'la ligne'} sans taille.`,
  /** A collection added whole leaves out its pieces sold in sizes; their links follow these words. */
  collectionSizesToChoose: 'Choisissez une taille pour :',
  /** A collection added whole leaves out its sold-out pieces; their links follow these words. */
  collectionSoldOut: 'Épuisé :',
  sizeSoldOut: 'épuisé',
  sizeFewLeft: (left: number) => `Plus que ${left}`,
  /** A variant without a size of its own, as a size list names it. */
  oneSize: 'Taille unique',
  /**
   * The product page: more pieces asked for (with those already in the cart) than are left, of a size or
   * (`taille` null) of a one-size article.
   */
  sizeNotEnough: (taille: string | null, left: number, inCart: number) =>
    `Il ne reste que ${left} pièce${left > 1 ? 's' : ''}${taille ? ` en taille ${taille}` : ''}${
      inCart > 0 ? `, dont ${inCart} déjà dans votre panier` : ''
    }.`,
  /** A sold-out article added to the cart from a card or the favourites. */
  articleSoldOut: (nom: string) => `« ${nom} » est épuisé.`,
  amountInvalid: 'Le montant doit être un nombre positif.',
  pricesChanged:
    'Les prix ont changé depuis votre ajout au panier. Vérifiez votre commande avant de la valider.',
  unitPriceChanged: (nom: string, price: string) =>
    `Le prix de « ${nom} » a changé : il est maintenant de ${price}.`,
  unitPriceMoved: (nom: string, was: string, now: string) =>
    `Le prix de « ${nom} » est passé de ${was} à ${now}.`,
  articleUnavailable: (nom: string) =>
    `« ${nom} » n'est plus disponible : il n'est pas compté dans votre commande.`,
  shippingChanged: (price: string) => `Les frais de livraison ont changé : ils sont maintenant de ${price}.`,
  orderTooLarge: 'Le montant de la commande dépasse la limite autorisée.',
  idempotencyKeyInvalid: "La clé d'idempotence doit compter de 1 à 100 caractères imprimables.",
  idempotencyKeyReused: "Cette clé d'idempotence a déjà servi pour une autre commande.",
  notificationsInvalid: 'Le choix des notifications doit être 1 (oui) ou 0 (non).',

  // Order tracking (Profil « Suivre ma commande »): one answer for an unknown reference and a wrong phone.
  orderReferenceInvalid: 'Référence de commande est requise et doit ressembler à VT-2026-000042.',
  orderNotFound: 'Commande introuvable. Vérifiez la référence et le numéro de téléphone.',
  invoiceNotForUnsold: "Une commande annulée ou refusée n'a pas de facture.",

  // Signup / Signin (no account backend yet: ordering needs none).
  passwordRequired: 'Mot de passe est requis.',

  // The owner console (/gestion) and its API.
  ownerSignInRequired: 'Veuillez vous connecter à la console de la boutique.',
  ownerPasswordWrong: 'Mot de passe incorrect.',
  /** The same words for an unknown identifiant: a sign-in does not say which identifiants exist. */
  staffSignInWrong: 'Identifiant ou mot de passe incorrect.',
  roleForbidden: (role: string) => `Votre rôle (${role}) ne donne pas accès à cette partie de la console.`,
  roleMoveForbidden: (role: string, to: string) =>
    `Votre rôle (${role}) ne permet pas de passer une commande à « ${to} ».`,
  identifiantInvalid: 'L’identifiant : 3 à 40 lettres sans accent, chiffres, points, tirets ou soulignés.',
  identifiantTaken: (identifiant: string) => `L’identifiant « ${identifiant} » est déjà pris.`,
  staffPasswordTooShort: (min: number) => `Le mot de passe doit compter au moins ${min} caractères.`,
  staffRoleInvalid: 'Rôle invalide : propriétaire, confirmation ou préparation.',
  staffNotFound: 'Ce compte de l’équipe est introuvable.',
  staffChangeEmpty: 'Indiquez ce qui change : le rôle, l’activation ou un nouveau mot de passe.',
  staffSelfLockout:
    'Vous ne pouvez pas désactiver votre propre compte ni lui retirer le rôle de propriétaire.',
  ownerSignInSlowed: (minutes: number) =>
    `Trop de mots de passe incorrects : par prudence, réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}, ou depuis un appareil où vous vous êtes déjà connecté(e).`,
  orderStateInvalid: 'État invalide : en cours, confirmée, expédiée, livrée, refusée ou annulée.',
  ownerOrderNotFound: (reference: string) => `Aucune commande ne porte la référence ${reference}.`,
  orderMoveRefused: (from: string, to: string) => `Une commande « ${from} » ne peut pas passer à « ${to} ».`,
  // The notes a move cannot go without, each named for what it is.
  shipmentNoteRequired: 'Indiquez le transporteur et le numéro de suivi du colis.',
  refusalReasonRequired: 'Indiquez le motif du refus.',
  cancellationReasonRequired: 'Indiquez le motif de l’annulation.',
  dateInvalid: 'La date doit être un jour qui existe, au format AAAA-MM-JJ.',
  dateRangeInvalid: 'La date de fin doit suivre la date de début.',
  photoOrderInvalid: 'Indiquez toutes les photos de l’article, dans l’ordre voulu.',
  photoNotFound: 'Photo introuvable.',
  messageNotFound: 'Message introuvable.',
  // The catalogue edited from the console.
  articleFieldRequired: (label: string) => `${label} est requis.`,
  articlePriceInvalid: 'Le prix doit être un montant en dinars supérieur à 0, à trois décimales au plus.',
  articlePromoInvalid: 'La promotion doit être un pourcentage entier de 0 à 100.',
  articleColorsInvalid: 'Choisissez des couleurs de la liste, chacune une fois.',
  articleVisibleInvalid: 'Visible doit être oui ou non.',
  articleChangeEmpty: 'Indiquez au moins un champ à modifier.',
  subCategoryUnknown: 'Cette sous-catégorie n’existe pas.',
  sexUnknown: 'Ce genre n’existe pas.',
  collectionUnknown: 'Cette collection n’existe pas.',
  colorUnknown: 'Une des couleurs choisies n’existe pas.',
  sizeUnknown: 'Une des tailles choisies n’existe pas.',
  articleSizesInvalid: 'Indiquez les tailles de l’article, chacune avec son stock.',
  articleSizeTwice: 'Chaque taille (et couleur) ne figure qu’une fois.',
  stockInvalid: (max: number) => `Le stock doit être un nombre entier de 0 à ${formatCount(max)}.`,
  stockThresholdInvalid: (max: number) => `Le seuil doit être un nombre entier de 0 à ${formatCount(max)}.`,
  uploadRequired: 'Choisissez au moins une photo.',
  uploadNotImage: 'Ce fichier n’est pas une photo JPEG, PNG ou WebP.',
  uploadTooLarge: (megabytes: number) => `Chaque photo doit peser ${megabytes} Mo au plus.`,
  uploadTooMany: (max: number) => `${max} photos au plus à la fois.`,
  uploadUnreadable: 'Cette photo est illisible ou incomplète.',
  uploadTooManyPixels: (megapixels: number) =>
    `Cette photo est trop grande : ${megapixels} mégapixels au plus.`,
  uploadBadShape: (side: number, aspect: number) =>
    `Cette photo est trop longue ou trop étroite : ${formatCount(side)} pixels au plus de chaque côté, l’un au plus ${aspect} fois plus long que l’autre.`,

  // Newsletter.
  newsletterSubscribed: 'Merci ! Vous êtes inscrit(e) à notre newsletter.',

  // Search.
  searchLabel: 'Rechercher',
  searchPlaceholder: 'Bague, collier, argent…',
  searchTooLong: (max: number) => `La recherche tient en ${max} caractères au plus.`,
  searchNothingFound: (query: string) => `Aucun article ne correspond à « ${query} ».`,
  searchEmpty: 'Tapez le nom d’un bijou, une couleur ou une collection.',

  // Protections of the write API (the anti-forgery token's text is the shell's).
  crossOrigin: 'Requête refusée : elle ne provient pas du site de la boutique.',
  rateLimited: 'Trop de requêtes. Veuillez patienter quelques minutes avant de réessayer.',
  filesNotAccepted: 'Les fichiers ne sont pas acceptés ici.',
  shopNotBuilt: 'La boutique n’est pas encore construite : lancez `pnpm build`.',
  invalidMultipart: 'Le formulaire envoyé est illisible.',
} as const;
