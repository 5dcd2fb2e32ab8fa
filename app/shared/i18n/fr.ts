import type { Translation } from "./en";

/** French (issue 36 item 7): every key of en.ts. */
export const fr: Translation = {
  message: {
    links: { safe: "Je suis en sécurité", help: "J'ai besoin d'aide", ack: "J'ai bien reçu" },
    smsReply: {
      answers: "Répondez {{codes}} ou",
      safe: "{{code}}=en sécurité",
      help: "{{code}}=besoin d'aide",
      ack: "Répondez {{code}} ou",
    },
    voiceClosing:
      "Pour répondre, utilisez le lien de l'e-mail ou du SMS que nous vous avons envoyé, ou appelez votre équipe d'intervention.",
    voice: {
      safe: "Appuyez sur {{key}} si vous êtes en sécurité.",
      help: "Appuyez sur {{key}} si vous avez besoin d'aide.",
      ack: "Appuyez sur {{key}} pour confirmer la réception de ce message.",
      noKey: "Nous n'avons pas reçu de réponse.",
      unknownKey: "Cette touche ne correspond à aucune réponse.",
      late: "Il n'est plus possible de répondre à ce message. Contactez votre équipe d'intervention.",
    },
    statusPage: "Page de suivi : {{link}}",
  },
  templates: {
    are_you_safe: {
      subject: "Êtes-vous en sécurité ?",
      body: "Un incident peut vous concerner : {{incident}}. Dites-nous si vous êtes en sécurité ou si vous avez besoin d'aide, avec l'un des liens ci-dessous.",
    },
    information: {
      subject: "Point sur l'incident",
      body: "Des nouvelles de {{incident}}. Merci de confirmer que vous avez lu ce message.",
    },
    stay_away: {
      subject: "Ne venez pas sur le site",
      body: "En raison de {{incident}}, ne vous rendez pas sur le site jusqu'à nouvel ordre. Merci de confirmer la réception.",
    },
  },
  answer: {
    title: "Votre réponse",
    pageTitle: "Votre réponse · Keel",
    pressTheButton: "{{name}}, appuyez sur le bouton pour envoyer votre réponse.",
    pressAButton: "{{name}}, appuyez sur un bouton pour envoyer votre réponse.",
    answerGiven: "Vous avez déjà donné cette réponse.",
    recorded: {
      safe: "Merci. Nous avons enregistré que vous êtes en sécurité.",
      help: "Nous avons enregistré que vous avez besoin d'aide.",
      ack: "Merci. Votre accusé de réception a été enregistré.",
    },
    used: "Ce lien a déjà été utilisé. Votre réponse a été enregistrée.",
    expired: "Ce lien a expiré. Si vous devez encore répondre, contactez votre équipe d'intervention.",
    invalid: "Ce lien n'est pas valide. Vérifiez que vous avez ouvert le lien complet de votre message.",
    helpTold_one:
      "Nous avons prévenu {{count}} personne que vous avez besoin d'aide : {{names}}. Elle vous contactera.",
    helpTold_other:
      "Nous avons prévenu {{count}} personnes que vous avez besoin d'aide : {{names}}. L'une d'elles vous contactera.",
    helpNobodyCall:
      "Nous avons enregistré que vous avez besoin d'aide, mais personne n'a pu être prévenu automatiquement. Appelez le {{phone}} maintenant.",
    helpNobody:
      "Nous avons enregistré que vous avez besoin d'aide, mais personne n'a pu être prévenu automatiquement. Appelez votre responsable maintenant, ou les services d'urgence si vous êtes en danger.",
    call: "Appeler le",
  },
  status: {
    title: "Page d'état",
    status: "État",
    lastUpdated: "Dernière mise à jour",
    updates: "Mises à jour",
    noUpdates: "Pas encore de mise à jour.",
    whatIsHit: "Ce qui est touché",
    sites: "Sites",
    processes: "Processus",
    nextCheck: "Prochain point d'état",
    team: "Équipe d'intervention",
    coordinator: "Coordinateur de l'intervention",
    noTeam: "Personne n'est encore affecté à l'équipe d'intervention.",
    refreshes: "Cette page s'actualise toutes les minutes.",
    notFound: "Cette page d'état n'existe pas ou n'est plus disponible.",
    exercise:
      "EXERCICE ({{type}}) : ce n'est pas un incident réel. Ses messages et rapports portent la mention EXERCISE.",
    statuses: {
      "Just Created": "Créé",
      "Assigned Team": "Équipe affectée",
      "In Progress": "En cours",
      Completed: "Terminé",
      Cancelled: "Annulé",
    },
    types: { Incident: "Incident", Crisis: "Crise" },
    exerciseTypes: {
      Tabletop: "sur table",
      Walkthrough: "pas à pas",
      Simulation: "simulation",
      Live: "grandeur nature",
    },
  },
  ui: {
    language: "Langue",
    languageHelp:
      "Les messages, pages de réponse et pages d'état parviennent à cette personne dans cette langue.",
    companyLanguage: "Langue par défaut",
    companyLanguageHelp: "La langue des personnes et des utilisateurs qui n'en ont pas choisi.",
    companyDefault: "Langue de l'entreprise ({{language}})",
  },
};
