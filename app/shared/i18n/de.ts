import type { Translation } from "./en";

/** German (issue 36 item 7): every key of en.ts. */
export const de: Translation = {
  message: {
    links: { safe: "Ich bin in Sicherheit", help: "Ich brauche Hilfe", ack: "Gelesen" },
    smsReply: {
      answers: "Antworten Sie {{codes}} oder",
      safe: "{{code}}=sicher",
      help: "{{code}}=brauche Hilfe",
      ack: "Antworten Sie {{code}} oder",
    },
    voiceClosing:
      "Um zu antworten, nutzen Sie den Link in der E-Mail oder SMS, die wir Ihnen geschickt haben, oder rufen Sie Ihr Einsatzteam an.",
    voice: {
      safe: "Drücken Sie {{key}}, wenn Sie in Sicherheit sind.",
      help: "Drücken Sie {{key}}, wenn Sie Hilfe brauchen.",
      ack: "Drücken Sie {{key}}, um den Erhalt dieser Nachricht zu bestätigen.",
      noKey: "Wir haben keine Antwort erhalten.",
      unknownKey: "Diese Taste ist keine der Antworten.",
      late: "Auf diese Nachricht kann nicht mehr geantwortet werden. Wenden Sie sich an Ihr Einsatzteam.",
    },
    statusPage: "Statusseite: {{link}}",
  },
  templates: {
    are_you_safe: {
      subject: "Sind Sie in Sicherheit?",
      body: "Ein Vorfall kann Sie betreffen: {{incident}}. Bitte teilen Sie uns über einen der Links unten mit, ob Sie in Sicherheit sind oder Hilfe brauchen.",
    },
    information: {
      subject: "Neues zum Vorfall",
      body: "Neues zu {{incident}}. Bitte bestätigen Sie, dass Sie diese Nachricht gelesen haben.",
    },
    stay_away: {
      subject: "Kommen Sie nicht zum Standort",
      body: "Wegen {{incident}} kommen Sie bitte bis auf Weiteres nicht zum Standort. Bitte bestätigen Sie den Erhalt.",
    },
  },
  answer: {
    title: "Ihre Antwort",
    pageTitle: "Ihre Antwort · Keel",
    pressTheButton: "{{name}}, drücken Sie die Schaltfläche, um Ihre Antwort zu senden.",
    pressAButton: "{{name}}, drücken Sie eine Schaltfläche, um Ihre Antwort zu senden.",
    answerGiven: "Diese Antwort haben Sie bereits gegeben.",
    recorded: {
      safe: "Danke. Wir haben festgehalten, dass Sie in Sicherheit sind.",
      help: "Wir haben festgehalten, dass Sie Hilfe brauchen.",
      ack: "Danke. Ihre Bestätigung wurde festgehalten.",
    },
    used: "Dieser Link wurde bereits verwendet. Ihre Antwort wurde festgehalten.",
    expired:
      "Dieser Link ist abgelaufen. Wenn Sie noch antworten müssen, wenden Sie sich an Ihr Einsatzteam.",
    invalid:
      "Dieser Link ist ungültig. Prüfen Sie, ob Sie den vollständigen Link aus Ihrer Nachricht geöffnet haben.",
    helpTold_one:
      "Wir haben {{count}} Person mitgeteilt, dass Sie Hilfe brauchen: {{names}}. Sie wird sich bei Ihnen melden.",
    helpTold_other:
      "Wir haben {{count}} Personen mitgeteilt, dass Sie Hilfe brauchen: {{names}}. Eine davon wird sich bei Ihnen melden.",
    helpNobodyCall:
      "Wir haben festgehalten, dass Sie Hilfe brauchen, aber niemand konnte automatisch benachrichtigt werden. Rufen Sie jetzt {{phone}} an.",
    helpNobody:
      "Wir haben festgehalten, dass Sie Hilfe brauchen, aber niemand konnte automatisch benachrichtigt werden. Rufen Sie jetzt Ihre Führungskraft an, oder den Notruf, wenn Sie in Gefahr sind.",
    call: "Anrufen:",
  },
  status: {
    title: "Statusseite",
    status: "Status",
    lastUpdated: "Zuletzt aktualisiert",
    updates: "Meldungen",
    noUpdates: "Noch keine Meldungen.",
    whatIsHit: "Was betroffen ist",
    sites: "Standorte",
    processes: "Prozesse",
    nextCheck: "Nächste Statusprüfung",
    team: "Einsatzteam",
    coordinator: "Einsatzkoordination",
    noTeam: "Dem Einsatzteam ist noch niemand zugewiesen.",
    refreshes: "Diese Seite aktualisiert sich jede Minute.",
    notFound: "Diese Statusseite gibt es nicht oder nicht mehr.",
    exercise:
      "ÜBUNG ({{type}}): kein echter Vorfall. Ihre Nachrichten und Berichte sind mit EXERCISE gekennzeichnet.",
    statuses: {
      "Just Created": "Neu angelegt",
      "Assigned Team": "Team zugewiesen",
      "In Progress": "In Bearbeitung",
      Completed: "Abgeschlossen",
      Cancelled: "Abgebrochen",
    },
    types: { Incident: "Vorfall", Crisis: "Krise" },
    exerciseTypes: {
      Tabletop: "Planspiel",
      Walkthrough: "Durchsprache",
      Simulation: "Simulation",
      Live: "Vollübung",
    },
  },
  ui: {
    language: "Sprache",
    languageHelp: "Nachrichten, Antwortseiten und Statusseiten erreichen diese Person in dieser Sprache.",
    companyLanguage: "Standardsprache",
    companyLanguageHelp: "Die Sprache von Personen und Benutzern, die keine gewählt haben.",
    companyDefault: "Sprache des Unternehmens ({{language}})",
  },
};
