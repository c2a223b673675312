// French texts shared by the API and the storefront. Texts quoted by the specification are exact.

export const MESSAGES = {
  addToCartFailed: "Impossible d'ajouter l'article au panier. Veuillez réessayer.",
  contactSuccess: 'Votre message a été envoyé avec succès!',
  contactFailure: "echec d'envoi !",
  invalidPromo: 'Code promo invalide.',
  promoApplied: (percent: number) => `Réduction de ${percent}% appliquée avec succès !`,
  orderSuccess: 'Votre commande a été créée avec succès !',
  orderFailure: 'Une erreur est survenue lors de la création de votre commande.',
  existingClient: (code: string) =>
    `Client déjà existant Code client : ${code}. Nous utilisons vos informations précédentes pour finaliser la commande.`,
  invalidForm: 'Veuillez remplir tous les champs requis correctement.',
  confirmFavouritesToCart: 'Voulez-vous vraiment acheter ces articles ?',
  freeDelivery: 'Livraison gratuite à partir de 150 dt',

  validationFailed: 'Les données envoyées sont invalides.',
  notFound: "La ressource demandée n'existe pas.",
  articleNotFound: 'Article introuvable.',
  collectionNotFound: 'Collection introuvable.',
  routeNotFound: "Cette adresse de l'API n'existe pas.",
  invalidId: "L'identifiant doit être un nombre entier positif.",
  invalidJson: "Le corps de la requête n'est pas un JSON valide.",
  payloadTooLarge: 'La requête est trop volumineuse.',
  internalError: 'Une erreur interne est survenue.',
  databaseUnavailable: 'La base de données est momentanément indisponible.',
  minAboveMax: 'Le prix minimum doit être inférieur ou égal au prix maximum.',
} as const;
