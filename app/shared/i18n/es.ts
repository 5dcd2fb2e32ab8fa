import type { Translation } from "./en";

/** Spanish (issue 36 item 7): every key of en.ts. */
export const es: Translation = {
  message: {
    links: { safe: "Estoy a salvo", help: "Necesito ayuda", ack: "Recibido" },
    smsReply: {
      answers: "Responda {{codes}} o",
      safe: "{{code}}=a salvo",
      help: "{{code}}=necesito ayuda",
      ack: "Responda {{code}} o",
    },
    voiceClosing:
      "Para responder, use el enlace del correo electrónico o del SMS que le enviamos, o llame a su equipo de respuesta.",
    voice: {
      safe: "Pulse {{key}} si está a salvo.",
      help: "Pulse {{key}} si necesita ayuda.",
      ack: "Pulse {{key}} para confirmar que ha recibido este mensaje.",
      noKey: "No hemos recibido ninguna respuesta.",
      unknownKey: "Esa tecla no corresponde a ninguna respuesta.",
      late: "Ya no se puede responder a este mensaje. Póngase en contacto con su equipo de respuesta.",
    },
    statusPage: "Página de estado: {{link}}",
  },
  templates: {
    are_you_safe: {
      subject: "¿Está a salvo?",
      body: "Un incidente puede afectarle: {{incident}}. Díganos si está a salvo o si necesita ayuda, con uno de los enlaces de abajo.",
    },
    information: {
      subject: "Novedades del incidente",
      body: "Novedades sobre {{incident}}. Confirme que ha leído este mensaje.",
    },
    stay_away: {
      subject: "No venga al centro",
      body: "Debido a {{incident}}, no se desplace al centro hasta nuevo aviso. Confirme que lo ha recibido.",
    },
  },
  answer: {
    title: "Su respuesta",
    pageTitle: "Su respuesta · Keel",
    pressTheButton: "{{name}}, pulse el botón para enviar su respuesta.",
    pressAButton: "{{name}}, pulse un botón para enviar su respuesta.",
    answerGiven: "Ya ha dado esta respuesta.",
    recorded: {
      safe: "Gracias. Hemos registrado que está a salvo.",
      help: "Hemos registrado que necesita ayuda.",
      ack: "Gracias. Hemos registrado su confirmación.",
    },
    used: "Este enlace ya se ha usado. Su respuesta quedó registrada.",
    expired: "Este enlace ha caducado. Si aún necesita responder, contacte con su equipo de respuesta.",
    invalid: "Este enlace no es válido. Compruebe que ha abierto el enlace completo de su mensaje.",
    helpTold_one:
      "Hemos avisado a {{count}} persona de que necesita ayuda: {{names}}. Se pondrá en contacto con usted.",
    helpTold_other:
      "Hemos avisado a {{count}} personas de que necesita ayuda: {{names}}. Una de ellas se pondrá en contacto con usted.",
    helpNobodyCall:
      "Hemos registrado que necesita ayuda, pero no se ha podido avisar a nadie automáticamente. Llame ahora al {{phone}}.",
    helpNobody:
      "Hemos registrado que necesita ayuda, pero no se ha podido avisar a nadie automáticamente. Llame ahora a su responsable, o a los servicios de emergencia si está en peligro.",
    call: "Llamar al",
  },
  status: {
    title: "Página de estado",
    status: "Estado",
    lastUpdated: "Última actualización",
    updates: "Novedades",
    noUpdates: "Aún no hay novedades.",
    whatIsHit: "Qué está afectado",
    sites: "Centros",
    processes: "Procesos",
    nextCheck: "Próxima comprobación de estado",
    team: "Equipo de respuesta",
    coordinator: "Coordinador de la respuesta",
    noTeam: "Aún no hay nadie asignado al equipo de respuesta.",
    refreshes: "Esta página se actualiza sola cada minuto.",
    notFound: "Esta página de estado no existe o ya no está disponible.",
    exercise:
      "SIMULACRO ({{type}}): no es un incidente real. Sus mensajes e informes llevan la marca EXERCISE.",
    statuses: {
      "Just Created": "Recién creado",
      "Assigned Team": "Equipo asignado",
      "In Progress": "En curso",
      Completed: "Completado",
      Cancelled: "Cancelado",
    },
    types: { Incident: "Incidente", Crisis: "Crisis" },
    exerciseTypes: {
      Tabletop: "de mesa",
      Walkthrough: "guiado",
      Simulation: "simulación",
      Live: "real",
    },
  },
  ui: {
    language: "Idioma",
    languageHelp:
      "Los mensajes, las páginas de respuesta y las páginas de estado llegan a esta persona en este idioma.",
    companyLanguage: "Idioma predeterminado",
    companyLanguageHelp: "El idioma de las personas y usuarios que no han elegido uno.",
    companyDefault: "Idioma de la empresa ({{language}})",
  },
};
